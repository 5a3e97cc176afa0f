import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ensureFullCatalogue } from '#app/i18n/i18n.ts';
import { useTranslation } from '#app/i18n/useTranslation.ts';
import { programmeNav } from '#app/programme/nav.ts';
import { requireSession } from '#app/routing/guards.ts';
import { AppLink } from '#app/ui/links.tsx';

export const Route = createFileRoute('/programme')({
  beforeLoad: async ({ context, location }) => {
    requireSession(context.services, location);
    await ensureFullCatalogue(context.services.catalogue);
  },
  component: ProgrammeArea,
});

function ProgrammeArea() {
  const { t } = useTranslation();
  return (
    <div>
      <nav>
        <ul>
          {programmeNav.map((entry) => (
            <li key={entry.to}>
              <AppLink to={entry.to}>{t(entry.labelKey)}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
