// The command lines of `slidercheck fuzz`: see fuzz_lines.h.
#include "cli/fuzz_lines.h"

#include <sys/wait.h>
#include <unistd.h>

#include <sstream>

#include "cli/fuzz_driver_run.h"
#include "cli/options.h"
#include "slidercheck/command_line.h"

namespace slidercheck::cli {

namespace fs = std::filesystem;

std::string driver_path() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (ec) usage_error(std::string("cannot find the fuzz driver: /proc/self/exe: ") + ec.message());
  const fs::path dir = self.parent_path();
  for (const char* relative : {SLIDERCHECK_FUZZ_DRIVER_INSTALLED, SLIDERCHECK_FUZZ_DRIVER_BUILT}) {
    const fs::path driver = (dir / relative).lexically_normal();
    if (access(driver.c_str(), X_OK) == 0) return driver;
  }
  usage_error("cannot find the fuzz driver slidercheck-fuzz (looked in " +
              (dir / SLIDERCHECK_FUZZ_DRIVER_INSTALLED).lexically_normal().string() + " and " +
              (dir / SLIDERCHECK_FUZZ_DRIVER_BUILT).lexically_normal().string() + ")");
}

Words driver_base(const FuzzOptions& o, const std::string& driver) {
  Words a = {driver, "--plugin=" + fs::absolute(o.plugin).string()};
  for (std::string& word : convention_words(o, true)) a.push_back(std::move(word));
  a.push_back("--timeout=" + o.timeout);  // for the reproduce lines of its findings
  return a;
}
Words driver_base(const FuzzOptions& o) { return driver_base(o, driver_path()); }

Words with(Words words, std::string word) {
  words.push_back(std::move(word));
  return words;
}

Words check_command(const FuzzOptions& o, const Words& words) {
  std::error_code ec;
  Words check = {fs::read_symlink("/proc/self/exe", ec).string(), "check", o.plugin};
  const Words conventions = convention_words(o, false);
  check.insert(check.end(), conventions.begin(), conventions.end());
  check.insert(check.end(), {"--timeout", o.timeout});
  check.insert(check.end(), words.begin(), words.end());
  return check;
}

std::string as_shown(const Words& command) {
  return "slidercheck " + shell_words({command.begin() + 1, command.end()});
}

std::optional<Words> decoded_call(const FuzzOptions& o, const std::vector<std::string>& env,
                                  const std::string& driver, const fs::path& input,
                                  double seconds) {
  Words decode = driver_base(o, driver);
  decode.push_back("--decode=" + input.string());
  const auto out = run_captured(decode, env, seconds);
  if (!out || !WIFEXITED(out->first) || WEXITSTATUS(out->first) != 0) return std::nullopt;
  Words words;
  std::istringstream lines(out->second);
  for (std::string line; std::getline(lines, line);) words.push_back(line);
  if (words.empty()) return std::nullopt;
  return words;
}

}  // namespace slidercheck::cli
