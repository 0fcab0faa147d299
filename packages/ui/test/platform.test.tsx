import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

afterEach(cleanup);

// The suite runs twice (vitest.config.ts): this proves each project renders with the library it names,
// so a broken alias cannot quietly test React twice.
it('renders with the implementation its project names', ({ task }) => {
  const { container } = render(<p>hi</p>);
  const reactMarks = Object.keys(container).filter((k) => k.startsWith('__reactContainer$'));
  // Preact keeps the rendered tree on the container under its mangled `_children` name, `__k`.
  const preactMark = '__k' in container;
  expect({ react: reactMarks.length > 0, preact: preactMark }).toEqual({
    react: task.file.projectName === 'react',
    preact: task.file.projectName === 'preact',
  });
});
