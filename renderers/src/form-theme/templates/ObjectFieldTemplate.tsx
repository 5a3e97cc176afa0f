import type { CSSProperties } from 'react';
import { descriptionId, getTemplate, getUiOptions, titleId } from '@rjsf/utils';
import type { ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';

import { onCourseOptions } from '../uiOptions.ts';
import layoutStyles from './layout.module.css';

/**
 * An object's fields on a grid: `ui:options.columns` columns on wide screens, one on phones; a
 * field spans more with its own `ui:options.colSpan` (a number or 'full'). A titled nested
 * object becomes a fieldset with a legend.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, uiSchema, registry, schema, fieldPathId } = props;
  const uiOptions = getUiOptions(uiSchema);
  const columns = Math.max(1, Math.floor(onCourseOptions(uiSchema).columns ?? 1));
  const shownTitle = uiOptions.title ?? title;
  const shownDescription = uiOptions.description ?? description;
  const isRoot = fieldPathId.path.length === 0;
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const visible = properties.filter((property) => !property.hidden);
  const hidden = properties.filter((property) => property.hidden);
  const grid = (
    <div className={layoutStyles.grid} style={{ '--oc-columns': columns } as CSSProperties}>
      {visible.map((property) => (
        <div
          key={property.name}
          className={layoutStyles.gridCell}
          style={spanStyle(childUiSchema(uiSchema, property.name), columns)}
        >
          {property.content}
        </div>
      ))}
      {hidden.map((property) => property.content)}
    </div>
  );
  const descriptionNode = shownDescription ? (
    <DescriptionFieldTemplate
      id={descriptionId(fieldPathId)}
      description={shownDescription}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
    />
  ) : null;
  if (isRoot || !shownTitle) {
    return (
      <div className={layoutStyles.object}>
        {shownTitle && (
          <TitleFieldTemplate
            id={titleId(fieldPathId)}
            title={shownTitle}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
          />
        )}
        {descriptionNode}
        {grid}
      </div>
    );
  }
  return (
    <fieldset
      className={`${layoutStyles.object} ${layoutStyles.fieldset}`}
      aria-describedby={shownDescription ? descriptionId(fieldPathId) : undefined}
    >
      <legend id={titleId(fieldPathId)} className={layoutStyles.legend}>
        {shownTitle}
      </legend>
      {descriptionNode}
      {grid}
    </fieldset>
  );
}

function childUiSchema(uiSchema: UiSchema | undefined, name: string): UiSchema | undefined {
  const child: unknown = uiSchema?.[name];
  return typeof child === 'object' && child !== null ? (child as UiSchema) : undefined;
}

function spanStyle(uiSchema: UiSchema | undefined, columns: number): CSSProperties | undefined {
  const span = onCourseOptions(uiSchema).colSpan;
  if (span === undefined) return undefined;
  const width = span === 'full' ? columns : Math.min(columns, Math.max(1, Math.floor(span)));
  return { '--oc-span': width } as CSSProperties;
}
