import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../create-services';
import { ensureFullCatalogue } from '../i18n/i18n';
import { ServicesProvider } from '../services';
import { createFakeFetch } from '../test/fake-api';
import { useSubmit, type ApiAnswer, type SubmitOptions } from './useSubmit';

afterEach(cleanup);

const response = (status: number) => new Response(null, { status });
const refusal = (status: number, code: string, message: string, field: string | null = null) => ({
  error: { ok: false, status, data: { field, code, number: status, message } },
  response: response(status),
});

function Form({
  call,
  options,
}: {
  call: (name: string) => Promise<ApiAnswer<{ saved: string }>>;
  options: SubmitOptions<{ saved: string }>;
}) {
  const { submit, pending, formError, fieldErrors } = useSubmit(call, options);
  return (
    <div>
      <button onClick={() => void submit('Green')}>Save</button>
      {pending && <p>pending</p>}
      {formError && <p role="alert">{formError}</p>}
      {fieldErrors?.email?.map((message) => (
        <p key={message}>email: {message}</p>
      ))}
    </div>
  );
}

async function renderForm(
  call: Parameters<typeof Form>[0]['call'],
  options: SubmitOptions<{ saved: string }>,
) {
  const services = createServices({
    baseUrl: 'http://localhost',
    fetch: createFakeFetch({}).fetch,
    navigate: () => undefined,
  });
  // Signed-in texts are not bundled: the app loads them before a signed-in page renders.
  await ensureFullCatalogue(services.catalogue);
  render(
    <ServicesProvider services={services}>
      <Form call={call} options={options} />
    </ServicesProvider>,
  );
}

const press = async () => {
  await act(async () => {
    screen.getByRole('button', { name: 'Save' }).click();
  });
};

describe('useSubmit', () => {
  it('hands the answer and the call arguments to onSuccess and shows no error', async () => {
    const onSuccess = vi.fn();
    await renderForm(async (name) => ({ data: { saved: name }, response: response(200) }), { onSuccess });
    await press();
    expect(onSuccess).toHaveBeenCalledWith({ saved: 'Green' }, 'Green');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('pending')).toBeNull();
  });

  it("puts a refusal the screen maps onto its field, in the user's language", async () => {
    await renderForm(async () => refusal(409, 'NOT_UNIQUE', 'Email not unique', 'email_address'), {
      onSuccess: vi.fn(),
      onRefusal: ({ detail }) =>
        detail?.code === 'NOT_UNIQUE' ? { field: 'email', key: 'errors.emailNotUnique' } : undefined,
    });
    await press();
    expect(screen.getByText('email: This e-mail address is already in use')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failure text above the form for a refusal the screen does not map', async () => {
    await renderForm(async () => refusal(422, 'UNPROCESSABLE_ENTITY', 'Nope'), {
      onSuccess: vi.fn(),
      failureKey: 'changePassword.error',
    });
    await press();
    expect(screen.getByRole('alert').textContent).toBe(
      'Your password could not be changed. Please try again later.',
    );
  });

  it("shows the server's own words for too many attempts (they say how long to wait)", async () => {
    await renderForm(
      async () => refusal(429, 'TOO_MANY_REQUESTS', 'Too many attempts. Try again in 15 minutes.'),
      {
        onSuccess: vi.fn(),
      },
    );
    await press();
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Try again in 15 minutes.');
  });

  it('shows the generic text when the network fails', async () => {
    await renderForm(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      { onSuccess: vi.fn() },
    );
    await press();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again later.');
  });

  it('ignores a second submit while the first is pending', async () => {
    let finish: (answer: ApiAnswer<{ saved: string }>) => void = () => undefined;
    const call = vi.fn(
      () =>
        new Promise<ApiAnswer<{ saved: string }>>((resolve) => {
          finish = resolve;
        }),
    );
    await renderForm(call, { onSuccess: vi.fn() });
    await press();
    expect(screen.getByText('pending')).toBeTruthy();
    await press();
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => finish({ data: { saved: 'x' }, response: response(200) }));
    expect(screen.queryByText('pending')).toBeNull();
  });
});
