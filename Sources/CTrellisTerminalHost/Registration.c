// Runs when the program loads, before `main`: `App.main()` then finds the terminal host in
// TrellisUI's registry, although TrellisUI cannot import it (it depends on TrellisUI).
#include "CTrellisTerminalHost.h"

__attribute__((constructor)) static void trellis_terminal_load(void) {
  trellis_terminal_register_host();
}
