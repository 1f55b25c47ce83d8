import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A slider's label and value labels, shown as on the Mac: the label first, the value
/// labels at the ends of the track.
@MainActor
@Suite struct SliderLabelsTests {
  struct Mixer: View {
    @State var red = 51.0
    @State var gain = 0.5
    var body: some View {
      VStack(alignment: .leading) {
        Slider(value: $red, in: 0...255, step: 1) {
          Text("Red")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("255")
        }
        Slider(value: $gain) { Text("गति 音量") }
        Text("red \(Int(red)) gain \(gain, specifier: "%.2f")")
      }
    }
  }

  @Test func theLabelComesFirstAndTheValueLabelsEndTheTrack() throws {
    let host = ViewHost(Mixer(), width: 40, height: 4)
    let lines = host.text.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("Red 0 ├"), "\(host.text)")
    #expect(lines[0].hasSuffix("┤ 255"), "\(host.text)")
    #expect(lines[1].hasPrefix("गति 音量 ├"), "\(host.text)")
    // The track takes what the labels leave: the row is as wide as the window.
    #expect(lines[0].count == 40, "\(lines[0])")
  }

  @Test func aSliderIsNamedByItsLabelAlone() throws {
    let host = ViewHost(Mixer(), width: 40, height: 4)
    let red = try host.slider("Red")
    #expect(red.text == "Red")
    #expect(red.sliderValue == 51)
    #expect(try host.slider("गति 音量").sliderValue == 0.5)
    #expect(throws: ViewHostError.self) { try host.slider("255") }
  }

  @Test func aDragToTheEndOfALabelledSliderSetsItsHighestValue() throws {
    let host = ViewHost(Mixer(), width: 40, height: 4)
    let red = try host.slider("Red")
    try red.dragSlider(through: 1)
    host.update()
    #expect(host.contains(text: "red 255 gain 0.50"))
  }

  @Test func hiddenLabelsStillNameTheSlider() throws {
    struct Hidden: View {
      @State var level = 0.25
      var body: some View {
        Slider(value: $level) { Text("Level") }.labelsHidden()
      }
    }
    let host = ViewHost(Hidden(), width: 30, height: 2)
    #expect(!host.text.contains("Level"), "\(host.text)")
    #expect(host.text.hasPrefix("├"), "\(host.text)")
    #expect(try host.slider("Level").sliderValue == 0.25)
  }

  @Test func theFormsWithTheLabelLastStillCompileAndShowIt() throws {
    struct Old: View {
      @State var level = 2.0
      @State var edits: [Bool] = []
      var body: some View {
        VStack(alignment: .leading) {
          Slider(value: $level, in: 0...4, onEditingChanged: { edits.append($0) }) {
            Text("Old")
          }
          Slider(
            value: $level, in: 0...4, step: 1, minimumValueLabel: Text("lo"),
            maximumValueLabel: Text("hi")
          ) { Text("Older") }
          Text("edits \(edits.map(String.init).joined(separator: ","))")
        }
      }
    }
    let host = ViewHost(Old(), width: 30, height: 4)
    #expect(host.text.contains("Old ├"), "\(host.text)")
    #expect(host.text.contains("Older lo ├"), "\(host.text)")
    try host.slider("Old").setValue(3)
    host.update()
    #expect(host.contains(text: "edits true,false"))
    #expect(try host.slider("Older").sliderValue == 3)
  }
}
