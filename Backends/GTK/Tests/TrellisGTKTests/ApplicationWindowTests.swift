import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A reading list whose sheet edits an entry and whose alert confirms a removal.
@Observable
final class ReadingList {
  var isEditing = false
  var isConfirming = false
  var title = "क्षत्रिय 漢字 👩‍👩‍👧"
}

struct ReadingListView: View {
  let list: ReadingList

  var body: some View {
    VStack {
      Text(list.title)
        .sheet(isPresented: Binding(get: { list.isEditing }, set: { list.isEditing = $0 })) {
          Form {
            Section("Entry") {
              TextField("Title", text: Binding(get: { list.title }, set: { list.title = $0 }))
            }
          }
        }
      Button("Remove") { list.isConfirming = true }
        .alert(
          "Remove the entry?",
          isPresented: Binding(get: { list.isConfirming }, set: { list.isConfirming = $0 })
        ) {
          Button("Remove", role: .destructive) {}
        }
    }
  }
}

/// Sheets and alerts are windows of the `GtkApplication`, as the main window is: the app's
/// Ctrl+Q quits from them, Ctrl+W closes them (dismissing the presentation), and the app
/// keeps them while they are open.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ApplicationWindowTests {
  /// The test process's application, registered once (its `startup` runs then), and how
  /// many times its quit action ran.
  private static var quits = 0
  private static let application: UnsafeMutablePointer<GtkApplication> = {
    GtkTestSupport.initialise()
    let application = gtk_application_new(
      "org.trellis.tests.ApplicationWindows", G_APPLICATION_NON_UNIQUE)!
    let registered = g_application_register(
      UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), nil, nil)
    precondition(registered != 0, "the test application did not register")
    ApplicationActions.install(on: application) { ApplicationWindowTests.quits += 1 }
    return application
  }()

  /// Hosts the list with its main window in the application, as `App.main()` does.
  private func host(_ list: ReadingList) -> GtkHost {
    let host = GtkTestSupport.host(ReadingListView(list: list))
    gtk_window_set_application(gtkCast(host.main.window), Self.application)
    return host
  }

  private func windows() -> [UnsafeMutableRawPointer] {
    var windows: [UnsafeMutableRawPointer] = []
    var node = gtk_application_get_windows(Self.application)
    while let current = node {
      if let window = current.pointee.data { windows.append(window) }
      node = current.pointee.next
    }
    return windows
  }

  private let control = GDK_CONTROL_MASK

  @Test func aSheetIsAWindowOfTheAppAndCtrlWClosesIt() throws {
    let list = ReadingList()
    let host = host(list)
    defer { host.close() }
    list.isEditing = true
    GtkTestSupport.settle(host)
    let sheet = try #require(host.modals.first?.window)
    #expect(windows().contains(UnsafeMutableRawPointer(sheet.window)))
    // The field in the sheet has focus; Ctrl+W still closes the sheet, not the app.
    press(host, GDK_KEY_w, control, in: sheet)
    #expect(list.isEditing == false)
    #expect(host.modals.isEmpty)
    #expect(windows() == [UnsafeMutableRawPointer(host.main.window)])
    #expect(list.title == "क्षत्रिय 漢字 👩‍👩‍👧")
  }

  @Test func anAlertIsAWindowOfTheAppAndCtrlWDismissesIt() throws {
    let list = ReadingList()
    let host = host(list)
    defer { host.close() }
    let remove = try #require(host.widgets(.button).first)
    trellis_emit(remove.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(list.isConfirming)
    let alert = try #require(host.modals.first?.window)
    #expect(windows().contains(UnsafeMutableRawPointer(alert.window)))
    press(host, GDK_KEY_W, control, in: alert)
    #expect(list.isConfirming == false)
    #expect(host.modals.isEmpty)
  }

  @Test func ctrlQInASheetQuitsTheApp() throws {
    let list = ReadingList()
    let host = host(list)
    defer { host.close() }
    list.isEditing = true
    GtkTestSupport.settle(host)
    let sheet = try #require(host.modals.first?.window)
    let before = Self.quits
    press(host, GDK_KEY_q, control, in: sheet)
    #expect(Self.quits == before + 1)
    // Ctrl+Shift+Q is not the quit shortcut.
    press(host, GDK_KEY_Q, GdkModifierType(control.rawValue | GDK_SHIFT_MASK.rawValue), in: sheet)
    #expect(Self.quits == before + 1)
  }

  @Test func theAppKeepsASheetWhileTheMainWindowGoes() throws {
    let list = ReadingList()
    let host = host(list)
    list.isEditing = true
    GtkTestSupport.settle(host)
    let sheet = try #require(host.modals.first?.window)
    gtk_application_remove_window(Self.application, gtkCast(host.main.window))
    #expect(windows() == [UnsafeMutableRawPointer(sheet.window)])
    // Closing the host takes its sheets with it.
    host.close()
    #expect(windows().isEmpty)
  }
}
