// Do-nothing definitions of the hooks that code built with sanitizer coverage
// (-fsanitize=fuzzer-no-link, -fsanitize-coverage=...) calls, exported by the
// slidercheck executable (coverage_hooks.list): `check` and `bench` load a
// plugin built for `slidercheck fuzz` as it is, so every reproduce command
// that fuzz prints runs. They are weak: a sanitizer runtime or libFuzzer
// linked into the same program supplies the real ones.
#include <cstddef>
#include <cstdint>

#define SLIDERCHECK_HOOK extern "C" __attribute__((weak, visibility("default"), used))

extern "C" {
// The stack-depth tracer's variable (a definition: inside the block).
__attribute__((weak, visibility("default"))) __thread std::uintptr_t __sancov_lowest_stack;
}

SLIDERCHECK_HOOK void __sanitizer_cov_trace_pc_guard(std::uint32_t*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_pc_guard_init(std::uint32_t*, std::uint32_t*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_pc() {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_pc_indir(std::uintptr_t) {}
SLIDERCHECK_HOOK void __sanitizer_cov_8bit_counters_init(char*, char*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_bool_flag_init(char*, char*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_pcs_init(const std::uintptr_t*, const std::uintptr_t*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_cmp1(std::uint8_t, std::uint8_t) {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_cmp2(std::uint16_t, std::uint16_t) {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_cmp4(std::uint32_t, std::uint32_t) {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_cmp8(std::uint64_t, std::uint64_t) {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_const_cmp1(std::uint8_t, std::uint8_t) {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_const_cmp2(std::uint16_t, std::uint16_t) {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_const_cmp4(std::uint32_t, std::uint32_t) {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_const_cmp8(std::uint64_t, std::uint64_t) {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_switch(std::uint64_t, std::uint64_t*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_div4(std::uint32_t) {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_div8(std::uint64_t) {}
SLIDERCHECK_HOOK void __sanitizer_cov_trace_gep(std::uintptr_t) {}
SLIDERCHECK_HOOK void __sanitizer_cov_load1(std::uint8_t*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_load2(std::uint16_t*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_load4(std::uint32_t*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_load8(std::uint64_t*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_load16(void*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_store1(std::uint8_t*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_store2(std::uint16_t*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_store4(std::uint32_t*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_store8(std::uint64_t*) {}
SLIDERCHECK_HOOK void __sanitizer_cov_store16(void*) {}
