import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Words dragged onto a basket in GTK: the window's `GtkDragSource` starts the core's drag of
/// a `draggable` view, its `GtkDropTarget` follows it over a `dropDestination` and drops it.
/// Most tests emit the controllers' signals as GTK does in a drag (`prepare`, `enter`,
/// `drop`), which reaches each case without the X server's timing; one drags with the X
/// server's pointer (xdotool), which GTK carries to its own window by XDND.
@MainActor @Observable private final class Basket {
  var words: [String] = []
  var urls: [URL] = []
  var isTargeted = false
}

private struct Board: View {
  let basket: Basket
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack(spacing: 12) {
        Text("नमस्ते").draggable("नमस्ते")
        Text("漢字").draggable("漢字")
        Text("Fixed 👩🏽‍💻")
      }
      Text(
        basket.isTargeted ? "Drop here" : "Basket: \(basket.words.joined(separator: " "))"
      )
      .frame(width: 240, height: 48)
      .background(Color.yellow)
      .dropDestination(for: String.self) { words, _ in
        basket.words += words
        return true
      } isTargeted: {
        basket.isTargeted = $0
      }
      Text("Files \(basket.urls.count)")
        .frame(width: 240, height: 48)
        .background(Color.green)
        .dropDestination(for: URL.self) { urls, _ in
          basket.urls += urls.filter(\.isFileURL)
          return true
        }
    }
  }
}

/// `G_TYPE_DOUBLE`, a C macro Swift does not import.
private let doubleType = GType(15) << GType(G_TYPE_FUNDAMENTAL_SHIFT)

/// Emits `signal` on `instance` (of `type`) with `extra` arguments (taken) and a point, as
/// GTK does, and returns what the handler returned, read by `read` from a value of `resultType`.
@MainActor private func emit<Result>(
  _ signal: String, on instance: OpaquePointer, of type: GType, x: Double, y: Double,
  extra: [GValue] = [], resultType: GType, read: (UnsafeMutablePointer<GValue>) -> Result
) -> Result {
  var params = [GValue](repeating: GValue(), count: 1)
  g_value_init(&params[0], type)
  g_value_set_object(&params[0], UnsafeMutableRawPointer(instance))
  params += extra
  for coordinate in [x, y] {
    var value = GValue()
    g_value_init(&value, doubleType)
    g_value_set_double(&value, coordinate)
    params.append(value)
  }
  var result = GValue()
  g_value_init(&result, resultType)
  g_signal_emitv(params, g_signal_lookup(signal, type), 0, &result)
  let answer = read(&result)
  for index in params.indices { g_value_unset(&params[index]) }
  g_value_unset(&result)
  return answer
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct DragAndDropWidgetTests {
  /// The centre of the label showing `text`, in the content's pixels.
  private func centre(of text: String, _ host: GtkHost) throws -> (Double, Double) {
    let label = try #require(host.widgets(.label).first { labelText($0).hasPrefix(text) })
    let frame = label.element.frame
    return (Double(frame.midX - host.main.origin.x), Double(frame.midY - host.main.origin.y))
  }

  private func shows(_ text: String, _ host: GtkHost) -> Bool {
    host.widgets(.label).contains { labelText($0) == text }
  }

  /// The drag source's `prepare` at `point`: the content GTK would drag, or `nil`.
  private func prepare(at point: (Double, Double), _ host: GtkHost) -> ContentProviderPointer? {
    let content = emit(
      "prepare", on: host.main.dragSource, of: gtk_drag_source_get_type(), x: point.0,
      y: point.1, resultType: gdk_content_provider_get_type()
    ) { value -> ContentProviderPointer? in
      g_value_dup_object(value)?.assumingMemoryBound(to: GdkContentProvider.self)
    }
    GtkTestSupport.settle(host)
    return content
  }

  /// The drop target's `enter` or `motion` at `point`: the action GTK would show.
  private func move(_ signal: String, to point: (Double, Double), _ host: GtkHost)
    -> GdkDragAction
  {
    let action = emit(
      signal, on: host.main.dropTarget, of: gtk_drop_target_get_type(), x: point.0, y: point.1,
      resultType: gdk_drag_action_get_type()
    ) { GdkDragAction(rawValue: g_value_get_flags($0)) }
    GtkTestSupport.settle(host)
    return action
  }

  /// The drop target's `drop` of `payload` at `point`: whether it was taken.
  private func drop(_ payload: GValue, at point: (Double, Double), _ host: GtkHost) -> Bool {
    var boxed = GValue()
    g_value_init(&boxed, g_value_get_type())
    withUnsafePointer(to: payload) { g_value_set_boxed(&boxed, $0) }
    let taken = emit(
      "drop", on: host.main.dropTarget, of: gtk_drop_target_get_type(), x: point.0, y: point.1,
      extra: [boxed], resultType: GType(5) << GType(G_TYPE_FUNDAMENTAL_SHIFT)
    ) { g_value_get_boolean($0) != 0 }
    GtkTestSupport.settle(host)
    return taken
  }

  private func text(_ string: String) -> GValue {
    var value = GValue()
    g_value_init(&value, DroppedValue.stringType)
    g_value_set_string(&value, string)
    return value
  }

  @Test func aDraggableWordIsDraggedOntoTheBasket() async throws {
    let basket = Basket()
    let host = GtkTestSupport.host(Board(basket: basket))
    defer { host.close() }
    // No drag starts where no view is a drag source.
    #expect(prepare(at: try centre(of: "Fixed", host), host) == nil)
    #expect(!host.core.isDragging)

    let content = try #require(prepare(at: try centre(of: "漢字", host), host))
    defer { g_object_unref(UnsafeMutableRawPointer(content)) }
    #expect(host.core.isDragging)
    // Other programs are offered the word as text.
    let formats = gdk_content_provider_ref_formats(content)
    defer { gdk_content_formats_unref(formats) }
    #expect(gdk_content_formats_contain_gtype(formats, DroppedValue.stringType) != 0)
    #expect(gdk_content_formats_contain_mime_type(formats, DraggedContent.ownType) != 0)

    let target = try centre(of: "Basket", host)
    #expect(move("enter", to: target, host) == GDK_ACTION_COPY)
    #expect(basket.isTargeted)
    #expect(shows("Drop here", host))
    var value = text("漢字")
    defer { g_value_unset(&value) }
    #expect(drop(value, at: try centre(of: "Drop here", host), host))
    await host.core.finishDrops()
    GtkTestSupport.settle(host)
    #expect(basket.words == ["漢字"])
    #expect(!basket.isTargeted)
    #expect(shows("Basket: 漢字", host))
    #expect(!host.core.isDragging)
  }

  @Test func textAndFilesFromAnotherProgramReachTheirTargets() async throws {
    let basket = Basket()
    let host = GtkTestSupport.host(Board(basket: basket))
    defer { host.close() }
    var value = text("नमस्ते 世界 👩🏽‍💻")
    defer { g_value_unset(&value) }
    #expect(drop(value, at: try centre(of: "Basket", host), host))
    await host.core.finishDrops()
    GtkTestSupport.settle(host)
    #expect(basket.words == ["नमस्ते 世界 👩🏽‍💻"])

    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("खींचें-漢字-\(UUID().uuidString).txt")
    try Data("👩🏽‍💻".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var files: [OpaquePointer?] = [g_file_new_for_path(file.path)]
    var list = GValue()
    g_value_init(&list, gdk_file_list_get_type())
    g_value_take_boxed(&list, UnsafeRawPointer(gdk_file_list_new_from_array(&files, 1)))
    g_object_unref(UnsafeMutableRawPointer(files[0]))
    defer { g_value_unset(&list) }
    #expect(drop(list, at: try centre(of: "Files", host), host))
    await host.core.finishDrops()
    GtkTestSupport.settle(host)
    #expect(basket.urls.map(\.path) == [file.path])
    #expect(shows("Files 1", host))

    // Text dropped on the files' target is refused: it takes URLs, and the text is none.
    var words = text("漢字 only")
    defer { g_value_unset(&words) }
    #expect(!drop(words, at: try centre(of: "Files", host), host))
    #expect(basket.urls.count == 1)
  }

  // A drag with the X server's pointer (XTest through xdotool), which GTK carries by XDND
  // to its own window: the press, the moves past GTK's threshold and the release.
  @Test func aRealPointerDragsAWordOntoTheBasket() async throws {
    let basket = Basket()
    let host = GtkTestSupport.host(Board(basket: basket))
    defer { host.close() }
    let title = "drag \(UUID().uuidString)"
    gtk_window_set_title(gtkCast(host.main.window), title)
    GtkTestSupport.settle(host)
    let window = try #require(
      try xdotool(["search", "--sync", "--name", title]).split(separator: "\n").first.map(
        String.init))
    let start = try surfacePoint(of: "漢字", host)
    let end = try surfacePoint(of: "Basket", host)
    _ = try xdotool(["mousemove", "--sync", "--window", window, "\(start.x)", "\(start.y)"])
    GtkTestSupport.settle(host)
    _ = try xdotool(["mousedown", "1"])
    GtkTestSupport.settle(host)
    for step in 1...10 {
      let x = start.x + (end.x - start.x) * step / 10
      let y = start.y + (end.y - start.y) * step / 10
      _ = try xdotool(["mousemove", "--window", window, "\(x)", "\(y)"])
      // The first moves are short of GTK's drag threshold: give each its time.
      settle(host, for: 0.1) { false }
    }
    settle(host) { basket.isTargeted }
    #expect(basket.isTargeted)
    _ = try xdotool(["mouseup", "1"])
    settle(host) { !host.core.isDragging }
    await host.core.finishDrops()
    GtkTestSupport.settle(host)
    #expect(basket.words == ["漢字"])
    #expect(shows("Basket: 漢字", host))
  }

  /// The centre of the label showing `text` in the window's X surface, for xdotool.
  private func surfacePoint(of text: String, _ host: GtkHost) throws -> (x: Int, y: Int) {
    let (x, y) = try centre(of: text, host)
    var inWindow = (x: 0.0, y: 0.0)
    _ = gtk_widget_translate_coordinates(
      host.main.fixedWidget, host.main.window, x, y, &inWindow.x, &inWindow.y)
    var shadow = (x: 0.0, y: 0.0)
    gtk_native_get_surface_transform(OpaquePointer(host.main.window), &shadow.x, &shadow.y)
    return (Int(inWindow.x + shadow.x), Int(inWindow.y + shadow.y))
  }

  /// Iterates the main loop until `condition` holds, for at most `seconds`: the X server
  /// and XDND answer in their own time.
  private func settle(
    _ host: GtkHost, for seconds: TimeInterval = 5, until condition: () -> Bool
  ) {
    let deadline = Date().addingTimeInterval(seconds)
    GtkTestSupport.settle(host)
    while !condition() && Date() < deadline {
      usleep(10_000)
      GtkTestSupport.settle(host)
    }
  }

  /// Runs xdotool on the test's display; its output.
  private func xdotool(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdotool"] + arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
