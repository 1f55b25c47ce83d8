import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

struct SheetView: View {
  @State private var isPresented = false

  var body: some View {
    VStack {
      Button("Open") { isPresented = true }
      Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(.switch)
      Slider(value: .constant(0.25), in: 0...1)
    }
    .navigationTitle("Tree")
    .sheet(isPresented: $isPresented) {
      Text("In the sheet\twith a tab")
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct WidgetTreeTests {
  @Test func theTreeFileListsWindowsAndWidgets() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-tree-\(getpid()).txt").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let host = GtkTestSupport.host(NavigationStack { SheetView() }, treePath: path)
    defer { host.close() }
    GtkTestSupport.settle(host)
    var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.first?.hasPrefix("window\tTree\t") == true)
    // Not modal; its content starts below the header bar.
    let window = lines.first.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    #expect(window?.count == 7)
    #expect(window?[4] == "0")
    #expect(window.flatMap { Int($0[6]) }.map { $0 > 0 } == true, "\(lines)")
    let kinds = lines.dropFirst().map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)[0]
    }
    #expect(kinds == ["button", "switch", "scale", "frame"])
    #expect(lines[2].hasSuffix("\t0\tWi-Fi"))
    #expect(lines[3].split(separator: "\t", omittingEmptySubsequences: false)[7] == "0.25")

    trellis_emit(host.widgets(.button)[0].widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(host.modals.count == 1)
    lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix("window\t\t")
          && $0.split(separator: "\t", omittingEmptySubsequences: false)[4] == "1"
      })
    #expect(
      lines.contains { $0.hasPrefix("label\t") && $0.hasSuffix("\tIn the sheet\\twith a tab") })

    // Closing the sheet's window dismisses the sheet.
    gtk_window_close(gtkCast(host.modals[0].window.window))
    GtkTestSupport.settle(host)
    #expect(host.modals.isEmpty)
  }
}
