/**
 * Resolves in a new task, so the main thread goes back to the browser in between (a tap, a frame).
 * A message, not setTimeout: browsers hold nested timeouts back 4 ms each, a message is not held.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
