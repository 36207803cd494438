# The kinds of tests/plugins/wrong_new_kinds.c as a user meets them
# (tests/kind_plugins_test.py): correct.c and wrong_new_kinds.c built by the
# compiler a user has, checked by the release build's slidercheck (the
# uninstrumented fixture) and by the asan build's, default options (two
# workers), every reproduce command pasted into a shell. Included by
# tests/sanitized_plugins.cmake.
scenario_tests(kind_plugins_test.py kind_plugins ${release_build_work}/kind_plugins_release release
               ${SLIDERCHECK_UNINSTRUMENTED} correct planted)
scenario_tests(kind_plugins_test.py kind_plugins ${release_build_work}/kind_plugins_asan asan
               $<TARGET_FILE:slidercheck> correct planted)
