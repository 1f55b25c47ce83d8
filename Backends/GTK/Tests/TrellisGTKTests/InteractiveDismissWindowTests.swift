import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// `interactiveDismissDisabled()`: a sheet's window that refuses its close button while the
/// sheet says so, and closes by it once it no longer does.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct InteractiveDismissWindowTests {
  private struct Editor: View {
    @State private var isEditing = true
    @State private var isLocked = true

    var body: some View {
      Text(isEditing ? "Editing" : "Closed")
        .sheet(isPresented: $isEditing) {
          VStack {
            Text(isLocked ? "Locked ताला 锁" : "Unlocked")
            Button("Unlock") { isLocked = false }
          }
          .interactiveDismissDisabled(isLocked)
        }
    }
  }

  @Test func theCloseButtonIsRefusedWhileTheSheetDisablesIt() throws {
    let host = GtkTestSupport.host(Editor())
    defer { host.close() }
    let sheet = try #require(host.modals.first?.window)
    gtk_window_close(gtkCast(sheet.window))
    GtkTestSupport.settle(host)
    #expect(host.modals.count == 1, "the locked sheet stays")
    #expect(host.core.presentations.count == 1)

    let unlock = try #require(sheet.ordered.first { $0.kind == .button })
    trellis_emit(unlock.widget, "clicked")
    GtkTestSupport.settle(host)
    gtk_window_close(gtkCast(sheet.window))
    GtkTestSupport.settle(host)
    #expect(host.modals.isEmpty)
    #expect(host.widgets(.label).map(labelText) == ["Closed"])
  }
}
