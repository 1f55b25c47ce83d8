import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A tank's level held in state, with every label, in several scripts.
private struct Tank: View {
  @State var litres = 30.0

  var body: some View {
    VStack(alignment: .leading) {
      Gauge(value: litres, in: 10...60) {
        Text("टंकी 🛢")
      } currentValueLabel: {
        Text("\(Int(litres)) L")
      } minimumValueLabel: {
        Text("空")
      } maximumValueLabel: {
        Text("満")
      }
      Button("Fill") { litres = 75 }
      Button("Drain") { litres = 0 }
    }
  }
}

/// A style that counts the marks it is given and draws the value as blocks.
private struct BlocksStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      configuration.label
      Text(String(repeating: "▮", count: Int((configuration.value * 10).rounded())))
      if let current = configuration.currentValueLabel { current }
      if configuration.markedValueLabels != nil { Text("marked") }
    }
  }
}

/// A style that draws a built-in look with a caption under it.
private struct CaptionedStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      AccessoryCircularGaugeStyle().makeBody(configuration: configuration)
      Text("caption")
    }
  }
}

@MainActor
@Suite struct GaugeTests {
  @Test func aGaugeShowsWhereItsValueLiesAndFollowsState() throws {
    let host = ViewHost(Tank())
    let gauge = try host.gauge("टंकी 🛢")
    #expect(gauge.kind == .gauge)
    #expect(gauge.gaugeValue == 0.4)
    #expect(gauge.currentValueLabel == "30 L")
    #expect(gauge.minimumValueLabel == "空")
    #expect(gauge.maximumValueLabel == "満")
    // `.automatic` is a bar that fills, as on iOS and macOS.
    #expect(gauge.isLinear == true)

    // Past either end it shows the end.
    try host.button("Fill").tap()
    host.update()
    #expect(try host.gauge("टंकी 🛢").gaugeValue == 1)
    #expect(host.contains(text: "75 L"))
    try host.button("Drain").tap()
    host.update()
    #expect(try host.gauge("टंकी 🛢").gaugeValue == 0)
  }

  @Test func theShorterFormsLeaveOutTheirLabels() throws {
    let host = ViewHost(
      VStack {
        Gauge(value: 0.25) { Text("Plain") }
        Gauge(value: 0.5) {
          Text("Valued")
        } currentValueLabel: {
          Text("½")
        }
        Gauge(value: 3.0, in: 0...4) {
          Text("Marked")
        } currentValueLabel: {
          Text("3")
        } markedValueLabels: {
          Text("2").tag(2.0)
        }
        Gauge(value: Float(1), in: 1...1) { Text("Empty range") }
      })
    let plain = try host.gauge("Plain")
    #expect(plain.gaugeValue == 0.25)
    #expect(plain.currentValueLabel == nil)
    #expect(plain.minimumValueLabel == nil && plain.maximumValueLabel == nil)
    #expect(try host.gauge("Valued").currentValueLabel == "½")
    #expect(try host.gauge("Marked").gaugeValue == 0.75)
    // The built-in looks draw no marks.
    #expect(!host.contains(text: "2"))
    #expect(try host.gauge("Empty range").gaugeValue == 1)
  }

  @Test func eachBuiltInStyleDrawsItsLook() throws {
    let styles: [(any GaugeStyle, Bool)] = [
      (.automatic, true), (.linearCapacity, true), (.accessoryLinear, true),
      (.accessoryLinearCapacity, true), (.accessoryCircular, false),
      (.accessoryCircularCapacity, false), (.linear, true), (.circular, false),
      (LinearGaugeStyle(tint: .red), true), (CircularGaugeStyle(tint: .red), false),
    ]
    for (style, isLinear) in styles {
      let host = ViewHost(styled(Gauge(value: 0.5) { Text("CPU") }, style))
      #expect(try host.gauge("CPU").isLinear == isLinear, "\(type(of: style))")
    }
  }

  private func styled<V: View>(_ view: V, _ style: any GaugeStyle) -> AnyView {
    func apply<S: GaugeStyle>(_ style: S) -> AnyView { AnyView(view.gaugeStyle(style)) }
    return apply(style)
  }

  @Test func aCustomStyleDrawsFromTheConfiguration() throws {
    let host = ViewHost(
      VStack {
        Gauge(value: 7.0, in: 0...10) {
          Text("Signal 📶")
        } currentValueLabel: {
          Text("७")
        } markedValueLabels: {
          Text("5").tag(5.0)
        }
      }
      .gaugeStyle(BlocksStyle()))
    #expect(host.contains(text: "▮▮▮▮▮▮▮"))
    #expect(host.contains(text: "marked"))
    let gauge = try host.gauge("Signal 📶")
    #expect(gauge.gaugeValue == 0.7)
    #expect(gauge.currentValueLabel == "७")
    #expect(gauge.isLinear == nil)
  }

  @Test func aCustomStyleCanDrawABuiltInLook() throws {
    let host = ViewHost(
      Gauge(value: 0.5) {
        Text("Disk")
      } currentValueLabel: {
        Text("½")
      }
      .gaugeStyle(CaptionedStyle()))
    #expect(host.contains(text: "caption"))
    let drawn = host.elements.filter { $0.kind == .gauge && $0.isLinear != nil }
    #expect(drawn.count == 1)
    #expect(drawn.first?.isLinear == false)
    #expect(drawn.first?.gaugeValue == 0.5)
    #expect(drawn.first?.currentValueLabel == "½")
  }
}
