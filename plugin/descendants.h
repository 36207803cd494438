// The checker as the reaper of its descendants. A process a plugin starts
// stays in its worker's process group, which the checker kills; a helper that
// leaves the group (setsid) would escape that kill and outlive the run. So the
// process that starts workers, or fuzz's driver, adopts its orphans
// (PR_SET_CHILD_SUBREAPER): a descendant whose parent ends becomes its child,
// and every child left ends with the run. See docs/isolation.md.
#pragma once

namespace slidercheck::isolation {

// Makes this process the reaper of its orphaned descendants and ends every
// child left when it exits (atexit: end_descendants). Once per process; a
// process forked from it is not a reaper (the attribute is not inherited).
void adopt_descendants();

// Returns whether adopt_descendants() ran in this process (not in a parent it
// was forked from).
bool adopted_descendants();

// In the process that adopted its descendants: kills every child with SIGKILL
// and reaps it, again and again, as each one's own children become ours when
// it ends, until none is left or `seconds` have passed. Async-signal-safe
// (the checker's exit signals call it); a no-op in any other process.
void end_descendants(double seconds);

}  // namespace slidercheck::isolation
