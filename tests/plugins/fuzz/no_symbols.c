/* A shared library with no slidercheck_* function: not a plugin. */
int not_a_plugin(void) { return 0; }
