# The position kinds as a user meets them (tests/position_test.py): the
# sample plugins of tests/plugins/position_*.c built by the compiler a user
# has, checked by the release build's slidercheck (the uninstrumented
# fixture) and by the asan build's, default options (two workers), every
# reproduce command pasted into a shell. Included by tests/sanitized_plugins.cmake.
scenario_tests(position_test.py position ${release_build_work}/position_release release
               ${SLIDERCHECK_UNINSTRUMENTED} correct planted bad_input)
scenario_tests(position_test.py position ${release_build_work}/position_asan asan
               $<TARGET_FILE:slidercheck> correct planted bad_input)
