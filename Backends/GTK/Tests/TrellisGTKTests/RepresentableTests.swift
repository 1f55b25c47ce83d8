import CGtk
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A label made by the app, counting the updates the host asks for.
struct CountingLabel: GtkWidgetRepresentable {
  let text: String

  func makeWidget(context: Context) -> GtkWidgetPointer { gtk_label_new(nil) }

  func updateWidget(_ widget: GtkWidgetPointer, context: Context) {
    gtk_label_set_text(OpaquePointer(widget), text)
  }
}

struct RepresentableHost: View {
  let counter: Counter

  var body: some View {
    VStack {
      Text("Count: \(counter.count)")
      CountingLabel(text: counter.name)
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct RepresentableTests {
  @Test func updateRunsWhenTheRepresentableInputsChangeOnly() {
    let counter = Counter()
    let host = GtkTestSupport.host(RepresentableHost(counter: counter))
    defer { host.close() }
    GtkTestSupport.settle(host)
    let custom = host.widgets(.custom)[0]
    #expect(custom.representableUpdates == 1)
    #expect(String(cString: gtk_label_get_text(OpaquePointer(custom.control))) == "Ada")

    counter.count = 3
    GtkTestSupport.settle(host)
    #expect(custom.representableUpdates == 1)

    counter.name = "Grace"
    GtkTestSupport.settle(host)
    #expect(custom.representableUpdates == 2)
    #expect(host.widgets(.custom)[0] === custom)
    #expect(String(cString: gtk_label_get_text(OpaquePointer(custom.control))) == "Grace")
  }
}
