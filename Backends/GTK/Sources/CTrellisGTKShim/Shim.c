#include "CTrellisGTKShim.h"
__attribute__((constructor)) static void trellis_gtk_load(void) { trellis_gtk_register_host(); }
