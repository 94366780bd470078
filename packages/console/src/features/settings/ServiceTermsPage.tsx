import { RichTextPage } from './RichTextPage';

export default function ServiceTermsPage() {
  return <RichTextPage kind="service" />;
}
