// What `slidercheck fuzz` takes from its user, checked: see fuzz_inputs.h.
#include "cli/fuzz_inputs.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string_view>

#include "cli/options.h"
#include "plugin/loader.h"

namespace slidercheck::cli {

#ifdef SLIDERCHECK_FUZZ_DRIVER_INSTALLED

namespace {

namespace fs = std::filesystem;

// Returns what a file that is not a regular one is ("a directory", "a FIFO").
std::string file_type(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

// The libFuzzer flags that slidercheck's own options set, with the option.
struct Owned {
  std::string_view flag, option;
};
constexpr Owned kOwned[] = {
    {"timeout", "--timeout SECONDS"},
    {"runs", "--runs N"},
    {"max_total_time", "--max-total-time SECONDS"},
    {"seed", "--seed N"},
    {"fork", "--jobs N"},
    {"jobs", "--jobs N"},
    {"workers", "--jobs N"},
    {"merge", "--merge"},
    {"artifact_prefix", "--dir DIR (its crash/ folder)"},
    {"ignore_crashes", "nothing: a run goes on after a crash"},
};

}  // namespace

void reopen_standard_fds() {
  for (int fd = 0; fd < 3; ++fd) {
    if (fcntl(fd, F_GETFD) >= 0 || errno != EBADF) continue;
    const int opened = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
    if (opened >= 0 && opened != fd) {
      dup2(opened, fd);
      close(opened);
    }
  }
}

void refuse_empty_values(const std::vector<std::pair<const CLI::Option*, std::string>>& given) {
  for (const auto& [option, value] : given)
    if (option->count() > 0 && value.empty())
      usage_error("empty value for " + option->get_name() + " (give " + option->get_name() + " " +
                  option->get_option_text() + ", or leave the option out)");
}

void check_libfuzzer_flags(const std::vector<std::string>& flags) {
  for (const std::string& flag : flags) {
    const std::size_t eq = flag.find('=');
    if (flag.size() < 2 || flag[0] != '-' || flag[1] == '-' || eq == std::string::npos || eq < 2)
      usage_error("libFuzzer flag '" + flag +
                  "' after -- is not one: libFuzzer's flags are -NAME=VALUE (e.g. "
                  "-only_ascii=1); inputs to replay go before --, after the plugin");
    const std::string name = flag.substr(1, eq - 1), value = flag.substr(eq + 1);
    for (const Owned& owned : kOwned)
      if (name == owned.flag)
        usage_error("libFuzzer flag '" + flag + "' is set by slidercheck fuzz itself: use " +
                    std::string(owned.option));
    if (name == "dict") {
      struct stat st {};
      if (stat(value.c_str(), &st) != 0)
        usage_error("libFuzzer flag '" + flag + "': cannot read '" + value +
                    "': " + std::strerror(errno));
      if (!S_ISREG(st.st_mode))
        usage_error("libFuzzer flag '" + flag + "': '" + value + "' is " + file_type(st.st_mode) +
                    ", not a dictionary file");
      if (access(value.c_str(), R_OK) != 0)
        usage_error("libFuzzer flag '" + flag + "': cannot read '" + value +
                    "': " + std::strerror(errno));
    }
    if (name == "exact_artifact_path") {
      // libFuzzer writes each crash there (the run triages it from there);
      // a folder, a FIFO or a device there is no file to write.
      struct stat st {};
      if (value.empty())
        usage_error("libFuzzer flag '" + flag + "': give the file to write each crash to");
      if (stat(value.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        usage_error("libFuzzer flag '" + flag + "': '" + value + "' is " + file_type(st.st_mode) +
                    ", not a file to write a crash to");
    }
    if (name == "rss_limit_mb" || name == "malloc_limit_mb") {
      const std::uint64_t mb = decimal_arg("-" + name, value, 0, 1ull << 40);
      if (mb != 0 && mb < kMinMemoryLimitMb)
        usage_error("libFuzzer flag '" + flag + "': below " + std::to_string(kMinMemoryLimitMb) +
                    " MB the driver's own memory (the sanitizer's, the oracle's) would be "
                    "reported as the plugin running out of memory (0: no limit)");
    }
  }
}

std::optional<fs::path> exact_artifact(const std::vector<std::string>& libfuzzer_flags) {
  constexpr std::string_view flag = "-exact_artifact_path=";
  std::optional<fs::path> path;
  for (const std::string& f : libfuzzer_flags)
    if (f.starts_with(flag)) path = f.substr(flag.size());
  return path;
}

std::optional<fs::path> new_exact_artifact(const std::vector<std::string>& libfuzzer_flags,
                                           fs::file_time_type start,
                                           std::optional<fs::file_time_type>* seen) {
  const auto path = exact_artifact(libfuzzer_flags);
  if (!path) return std::nullopt;
  std::error_code ec;
  const auto when = fs::last_write_time(*path, ec);
  if (ec || when < start || (*seen && **seen == when)) return std::nullopt;
  *seen = when;
  return path;
}

void check_plugin_file(const std::string& plugin) {
  struct stat st {};
  if (stat(plugin.c_str(), &st) != 0)
    usage_error("cannot read plugin '" + plugin + "': " + std::strerror(errno));
  if (!S_ISREG(st.st_mode))
    usage_error("plugin '" + plugin + "' is " + file_type(st.st_mode) + ", not a shared library");
  if (access(plugin.c_str(), R_OK) != 0)
    usage_error("cannot read plugin '" + plugin + "': " + std::strerror(errno));
  if (st.st_size == 0)
    usage_error("cannot load plugin '" + plugin + "': it is an empty file, not a shared library");
  CheckSpec spec;
  spec.plugin = plugin;
  if (auto error = plugin::detail::plugin_file_error(spec)) usage_error(*error);
}

std::vector<std::string> replay_inputs(const std::vector<std::string>& given) {
  std::vector<std::string> files;
  const auto regular = [&](const std::string& f, const struct stat& st) {
    if (!S_ISREG(st.st_mode))
      usage_error("cannot replay '" + f + "': it is " + file_type(st.st_mode) +
                  ", not a fuzz input file");
    if (access(f.c_str(), R_OK) != 0)
      usage_error("cannot read '" + f + "': " + std::strerror(errno));
    files.push_back(f);
  };
  for (const std::string& f : given) {
    struct stat st {};
    if (stat(f.c_str(), &st) != 0) usage_error("cannot read '" + f + "': " + std::strerror(errno));
    if (!S_ISDIR(st.st_mode)) {
      regular(f, st);
      continue;
    }
    std::vector<std::string> inside;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(f, ec)) {
      struct stat est {};
      if (stat(e.path().c_str(), &est) == 0 && S_ISDIR(est.st_mode)) continue;
      inside.push_back(e.path().string());
    }
    if (ec) usage_error("cannot read the directory '" + f + "': " + ec.message());
    if (inside.empty()) usage_error("cannot replay '" + f + "': the directory holds no file");
    std::sort(inside.begin(), inside.end());
    for (const std::string& in : inside) {
      struct stat est {};
      if (stat(in.c_str(), &est) != 0)
        usage_error("cannot read '" + in + "': " + std::strerror(errno));
      regular(in, est);
    }
  }
  return files;
}

void check_report_path(const std::string& option, const std::string& path) {
  struct stat st {};
  if (stat(path.c_str(), &st) == 0) {
    if (!S_ISREG(st.st_mode))
      usage_error("cannot write " + option + " file '" + path + "': it is " +
                  file_type(st.st_mode));
    if (access(path.c_str(), W_OK) != 0)
      usage_error("cannot write " + option + " file '" + path + "': " + std::strerror(errno));
    return;
  }
  if (errno != ENOENT)
    usage_error("cannot write " + option + " file '" + path + "': " + std::strerror(errno));
  fs::path folder = fs::path(path).parent_path();
  if (folder.empty()) folder = ".";
  if (access(folder.c_str(), W_OK | X_OK) != 0)
    usage_error("cannot write " + option + " file '" + path + "': " + folder.string() + ": " +
                std::strerror(errno));
}

std::string no_space_note(const fs::path& dir) {
  struct statvfs st {};
  if (statvfs(dir.c_str(), &st) != 0) return "";
  // Room for less than a finding's files (its report, the input, a signature).
  if (static_cast<std::uint64_t>(st.f_bavail) * st.f_frsize >= (64u << 10) && st.f_favail != 0)
    return "";
  return " (no space left on the device of " + dir.string() + ")";
}

#endif

}  // namespace slidercheck::cli
