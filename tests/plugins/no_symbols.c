/* Exports nothing the checker knows: a library of the wrong kind. */
int not_an_attack_function(void) { return 42; }
