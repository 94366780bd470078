import { RichTextPage } from './RichTextPage';

export default function TutorialPage() {
  return <RichTextPage kind="tutorial" />;
}
