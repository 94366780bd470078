import { RichTextPage } from './RichTextPage';

export default function NovicePage() {
  return <RichTextPage kind="novice" />;
}
