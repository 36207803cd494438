// The plugin's frames at a fatal signal (fault_frames.h).
#include "fault_frames.h"

#include <dlfcn.h>
#include <execinfo.h>
#include <link.h>
#include <ucontext.h>

#include <cstring>

#include "symbolize.h"

namespace slidercheck::plugin::detail {

namespace {

char g_module[4096];  // the plugin's path as given to dlopen

// Whether pc lies in the plugin; its address in the plugin's file if so.
bool in_module(std::uintptr_t pc, std::uint64_t& address) {
  Dl_info info{};
  link_map* map = nullptr;
  if (!dladdr1(reinterpret_cast<void*>(pc), &info, reinterpret_cast<void**>(&map),
               RTLD_DL_LINKMAP) ||
      !info.dli_fname || !map)
    return false;
  if (std::strcmp(info.dli_fname, g_module) != 0) return false;
  address = pc - map->l_addr;
  return true;
}

}  // namespace

const char* phase_words(int phase) {
  switch (phase) {
    case kPhaseLoading:
      return "while loading";
    case kPhaseInit:
      return "in slidercheck_init";
    default:
      return "";
  }
}

void set_fault_module(const std::string& path) {
  std::strncpy(g_module, path.c_str(), sizeof g_module - 1);
}

void prepare_fault_frames() {
  void* pcs[2];
  backtrace(pcs, 2);
}

void record_fault_frames(FaultFrames& frames, const void* context) {
  if (!g_module[0]) return;
  std::uintptr_t fault_pc = 0;
#if defined(__x86_64__)
  if (context)
    fault_pc = static_cast<std::uintptr_t>(
        static_cast<const ucontext_t*>(context)->uc_mcontext.gregs[REG_RIP]);
#elif defined(__aarch64__)
  if (context)
    fault_pc = static_cast<std::uintptr_t>(static_cast<const ucontext_t*>(context)->uc_mcontext.pc);
#endif
  void* pcs[64];
  const int n = backtrace(pcs, 64);
  int count = 0;
  auto add = [&](std::uintptr_t pc, bool return_address) {
    std::uint64_t address = 0;
    if (count < FaultFrames::kMax && in_module(pc, address))
      frames.address[count++] = return_address && address > 0 ? address - 1 : address;
  };
  if (fault_pc) add(fault_pc, false);
  // The handler's own frames and the signal trampoline lie outside the plugin.
  for (int i = 0; i < n; ++i) {
    const auto pc = reinterpret_cast<std::uintptr_t>(pcs[i]);
    if (pc != fault_pc) add(pc, true);
  }
  frames.count.store(count);
}

std::optional<CodeFrame> first_fault_frame(const FaultFrames& frames, const std::string& path) {
  if (frames.count.load() <= 0) return std::nullopt;
  return symbolize(path, frames.address[0]);
}

}  // namespace slidercheck::plugin::detail
