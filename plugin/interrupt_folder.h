// The folder the checker removes when it dies of a signal (check --coverage's
// profiles; plugin_loader.h's set_interrupt_folder). Internal to plugin/.
#pragma once

namespace slidercheck::plugin {

// In the parent's SIGTERM/SIGINT/SIGHUP handler: removes the folder set by
// set_interrupt_folder, its files and then itself, if one is set
// (async-signal-safe).
void remove_interrupt_folder();

}  // namespace slidercheck::plugin
