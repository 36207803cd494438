// What `slidercheck fuzz` (fuzz_command.cpp) takes from its user, checked
// before anything runs or any folder is made: the standard descriptors, the
// option values, libFuzzer's own flags after "--", the plugin file and the
// files to replay. Each bad one is this tool's one-line error (UsageError,
// exit 2), never blamed on the plugin.
#pragma once

#include <CLI/CLI.hpp>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace slidercheck::cli {

// Opens /dev/null on each of the descriptors 0, 1 and 2 that is closed
// (`slidercheck fuzz ... <&-`): the plugin's loader and the driver then find
// them open, and a closed one is the plugin's doing, never the user's.
void reopen_standard_fds();

// Throws UsageError for an option given with an empty value (`--runs ''`),
// which would otherwise read as not given: each pair is the option and its value.
void refuse_empty_values(const std::vector<std::pair<const CLI::Option*, std::string>>& given);

// Throws UsageError for a libFuzzer flag that is not one (a word without a
// leading '-', or no "=VALUE"), one that slidercheck's own option sets (its
// value would break the run's accounting: -timeout, -runs, -max_total_time,
// -seed, -fork, -jobs, -workers, -merge, -artifact_prefix), an
// -exact_artifact_path that names no file to write, a -dict that is not a readable regular file,
// and a memory limit (-rss_limit_mb, -malloc_limit_mb) below kMinMemoryLimitMb, which the driver's
// own memory would exceed before the plugin's.
void check_libfuzzer_flags(const std::vector<std::string>& flags);

// Returns the file -exact_artifact_path=FILE (among libFuzzer's flags) has
// libFuzzer write each crash to, in place of DIR/crash/crash-SHA1, or nothing.
std::optional<std::filesystem::path> exact_artifact(
    const std::vector<std::string>& libfuzzer_flags);

// Returns the crash file -exact_artifact_path names when the run wrote it
// since start and it is not the one taken before (libFuzzer writes each
// crash over it: *seen is the time of the one last taken), or nothing.
std::optional<std::filesystem::path> new_exact_artifact(
    const std::vector<std::string>& libfuzzer_flags, std::filesystem::file_time_type start,
    std::optional<std::filesystem::file_time_type>* seen);
constexpr unsigned kMinMemoryLimitMb = 512;

// Throws UsageError when the plugin is not a file that can be fuzzed: missing,
// not a regular file (a directory, a FIFO, a device: checked before anything
// opens it), or not a loadable shared object (empty, a script, a cut,
// 32-bit or other machine's ELF), as check says it.
void check_plugin_file(const std::string& plugin);

// Returns the files to replay: each given regular file, and the regular files
// of each given directory (sorted by name, not its subdirectories). Throws
// UsageError naming the first that is neither (a FIFO, a device, missing,
// unreadable), or for a directory without a file.
std::vector<std::string> replay_inputs(const std::vector<std::string>& given);

// Throws UsageError when the report file path (option: its option's name)
// cannot be written as a regular file: it is a FIFO, a directory or a device,
// or it or its folder is not writable. Makes no file.
void check_report_path(const std::string& option, const std::string& path);

// Returns " (no space left on the device of DIR)" when dir's file system has
// no room for a file of findings, else "".
std::string no_space_note(const std::filesystem::path& dir);

}  // namespace slidercheck::cli
