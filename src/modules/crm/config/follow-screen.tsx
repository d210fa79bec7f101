import { FlatDictionary } from './flat-dictionary.tsx';

/** /crm/config/follow: the ways staff follow customers up (call, visit, WeChat...). */
export default function FollowScreen() {
  return <FlatDictionary type="follow" />;
}
