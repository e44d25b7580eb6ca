import { redirect } from 'next/navigation';

export default function SupportHome() {
  redirect('/support/submissions');
}
