import { RichTextPage } from './RichTextPage';

export default function AboutUsPage() {
  return <RichTextPage kind="aboutUs" />;
}
