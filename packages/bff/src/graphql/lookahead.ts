// Look-ahead: does this field's selection ask for any of `fields` on `typeName`? Lets a resolver
// start a read that a child field will need at once, beside its own, instead of after it.
import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** True when the selection of the field being resolved asks for one of `fields` on `typeName`. */
export function selectsField(info: GraphQLResolveInfo, typeName: string, fields: ReadonlySet<string>): boolean {
  return info.fieldNodes.some((node) => node.selectionSet && selects(node.selectionSet, typeName, fields, info.fragments, new Set()));
}

function selects(
  set: SelectionSetNode,
  typeName: string,
  fields: ReadonlySet<string>,
  fragments: Record<string, FragmentDefinitionNode>,
  seen: Set<string>,
): boolean {
  for (const selection of set.selections) {
    if (selection.kind === 'Field') {
      if (fields.has(selection.name.value)) return true;
    } else if (selection.kind === 'InlineFragment') {
      const on = selection.typeCondition?.name.value;
      if ((!on || on === typeName) && selects(selection.selectionSet, typeName, fields, fragments, seen)) return true;
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name) || (fragment.typeCondition.name.value !== typeName && fragment.typeCondition.name.value !== 'Node'))
        continue;
      seen.add(name);
      if (selects(fragment.selectionSet, typeName, fields, fragments, seen)) return true;
    }
  }
  return false;
}
