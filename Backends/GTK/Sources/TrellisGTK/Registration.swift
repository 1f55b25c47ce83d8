import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI
import Foundation

@_cdecl("trellis_gtk_register_host")
public func registerHost() {
  MainActor.assumeIsolated {
    AppHosts.register(name: "gtk") { makeCore in
      let core = makeCore(80, 24)
      print("GTK host would run; gtk_init_check: \(gtk_init_check())")
      print(core.text)
      exit(0)
    }
  }
}
