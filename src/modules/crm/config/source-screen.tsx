import { FlatDictionary } from './flat-dictionary.tsx';

/** /crm/config/source: where customers come from. */
export default function SourceScreen() {
  return <FlatDictionary type="source" />;
}
