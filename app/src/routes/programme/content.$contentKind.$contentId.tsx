import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '#app/programme/content/load-content.ts';
import { ContentEditorScreen } from '#app/programme/content/ContentEditorScreen.tsx';

export const Route = createFileRoute('/programme/content/$contentKind/$contentId')({
  staticData: { titleKey: 'programme.content.editorTitle' },
  loader: ({ context, params }) => loadContent(context.services, params.contentKind, params.contentId),
  component: ContentEditor,
});

function ContentEditor() {
  const { content, languages } = Route.useLoaderData();
  return <ContentEditorScreen content={content} languages={languages} />;
}
