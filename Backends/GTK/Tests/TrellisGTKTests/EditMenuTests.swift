import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A tally whose additions register their undo with the window's undo manager.
@MainActor @Observable private final class Tally {
  var count = 0

  func add(undoManager: UndoManager?) {
    count += 1
    undoManager?.registerUndo(withTarget: self) { tally in tally.remove(undoManager: undoManager) }
    undoManager?.setActionName("Add")
  }

  func remove(undoManager: UndoManager?) {
    count -= 1
    undoManager?.registerUndo(withTarget: self) { tally in tally.add(undoManager: undoManager) }
  }
}

private struct TallyView: View {
  let tally: Tally
  @State private var note = "Grüße 日本"
  @Environment(\.undoManager) private var undoManager

  var body: some View {
    VStack {
      Text("Count: \(tally.count)")
      Button("Add") { tally.add(undoManager: undoManager) }
      TextField("Note", text: $note)
      Text("Note: \(note)")
    }
  }
}

private struct TallyApp: App {
  let tally: Tally
  init() { tally = Tally() }
  init(tally: Tally) { self.tally = tally }

  var body: some Scene {
    WindowGroup { TallyView(tally: tally) }
      .commands { EmptyCommands() }
  }
}

/// The Edit menu in GTK: Undo and Redo as actions that follow the window's undo manager,
/// and the pasteboard items acting on a focused entry as its own keys do.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct EditMenuTests {
  /// Edit is the third menu: the app's, File, then Edit (Undo, Redo, a separator, Cut,
  /// Copy, Paste, Delete, Select All).
  private static let undo = "item-2-0"
  private static let redo = "item-2-1"

  private func host(_ tally: Tally) -> GtkHost {
    GtkTestSupport.initialise()
    let host = GtkHost(maximum: CGSize(width: 480, height: 240)) { size, measurer in
      HostCore(app: TallyApp(tally: tally), size: size, measurer: measurer)
    }
    host.show()
    GtkTestSupport.settle(host)
    return host
  }

  private func isEnabled(_ host: GtkHost, _ action: String) throws -> Bool {
    let actions = try #require(host.commandBar.actions)
    return g_action_group_get_action_enabled(actions, action) != 0
  }

  private func run(_ host: GtkHost, _ action: String) {
    gtk_widget_activate_action_variant(host.main.window, "trellis-commands.\(action)", nil)
    GtkTestSupport.settle(host)
  }

  private func shown(_ host: GtkHost, _ prefix: String) -> String? {
    host.widgets(.label).map { labelText($0) }.first { $0.hasPrefix(prefix) }
  }

  @Test func undoIsInsensitiveUntilThereIsSomethingToUndoAndItsActionUndoes() throws {
    let tally = Tally()
    let host = host(tally)
    defer { host.close() }
    #expect(try !isEnabled(host, Self.undo))
    #expect(try !isEnabled(host, Self.redo))
    trellis_emit(host.widgets(.button)[0].widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(tally.count == 1)
    #expect(try isEnabled(host, Self.undo))
    run(host, Self.undo)
    #expect(tally.count == 0)
    #expect(shown(host, "Count:") == "Count: 0")
    #expect(try !isEnabled(host, Self.undo))
    #expect(try isEnabled(host, Self.redo))
    run(host, Self.redo)
    #expect(tally.count == 1)
  }

  @Test func undosAcceleratorIsCtrlZ() throws {
    let tally = Tally()
    let host = host(tally)
    defer { host.close() }
    let controller = try #require(host.commandBar.shortcuts)
    var found: [String] = []
    for index in 0..<g_list_model_get_n_items(controller) {
      let shortcut = OpaquePointer(g_list_model_get_item(controller, index)!)
      let trigger = String(
        cString: gtk_shortcut_trigger_to_string(gtk_shortcut_get_trigger(shortcut)))
      let action = String(cString: gtk_shortcut_action_to_string(gtk_shortcut_get_action(shortcut)))
      found.append("\(trigger) \(action)")
      g_object_unref(UnsafeMutableRawPointer(shortcut))
    }
    #expect(found.contains("<Control>z action(trellis-commands.\(Self.undo))"))
    #expect(found.contains("<Shift><Control>z action(trellis-commands.\(Self.redo))"))
  }

  @Test func theMenusSelectAllAndCutActOnTheFocusedEntry() throws {
    let host = host(Tally())
    defer { host.close() }
    let entry = try #require(host.widgets(.entry).first)
    entry.grabFocus()
    GtkTestSupport.settle(host)
    // Select All (the item after Delete) selects the entry's text; Cut takes it away.
    run(host, "item-2-7")
    run(host, "item-2-3")
    #expect(shown(host, "Note:")?.trimmingCharacters(in: .whitespaces) == "Note:")
    // Paste puts it back from the desktop's clipboard, once GTK has read it.
    run(host, "item-2-5")
    let deadline = Date().addingTimeInterval(5)
    while shown(host, "Note:") != "Note: Grüße 日本", Date() < deadline {
      g_usleep(5000)
      GtkTestSupport.settle(host)
    }
    #expect(shown(host, "Note:") == "Note: Grüße 日本")
  }

  @Test func withoutCommandsCtrlZStillUndoes() {
    let tally = Tally()
    let host = GtkTestSupport.host(TallyView(tally: tally))
    defer { host.close() }
    trellis_emit(host.widgets(.button)[0].widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(tally.count == 1)
    press(host, GDK_KEY_z, GDK_CONTROL_MASK)
    #expect(tally.count == 0)
    #expect(shown(host, "Count:") == "Count: 0")
  }
}
