#ifndef CTRELLIS_TERMINAL_HOST_H
#define CTRELLIS_TERMINAL_HOST_H

/// Registers the terminal host with TrellisUI's host registry; defined in Swift
/// (TrellisTerminalHost), called as the program loads.
void trellis_terminal_register_host(void);

#endif
