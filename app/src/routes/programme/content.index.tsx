import { createFileRoute } from '@tanstack/react-router';
import { loadContentList } from '#app/programme/content/load-content.ts';
import { ContentListScreen } from '#app/programme/content/ContentListScreen.tsx';

export const Route = createFileRoute('/programme/content/')({
  staticData: { titleKey: 'programme.content.title' },
  loader: ({ context }) => loadContentList(context.services),
  component: ContentList,
});

function ContentList() {
  const { content } = Route.useLoaderData();
  return <ContentListScreen content={content} />;
}
