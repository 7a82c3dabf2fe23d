// Loaded with `node --import` by the switch race: holds the process until START_AT (epoch milliseconds, to a
// fraction of one), so that two commands started together begin their work at the same instant, as two deploy
// pipelines can, instead of wherever process start-up happens to put them apart.
const at = Number(process.env.START_AT);
const now = () => performance.timeOrigin + performance.now();
if (at > now() + 20) await new Promise((resolve) => setTimeout(resolve, at - now() - 20));
// The last moments spin: a timer is late by a millisecond or more, about as long as a switch takes.
while (now() < at);
