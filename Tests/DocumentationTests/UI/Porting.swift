import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The code of the article "Porting an app from Apple's frameworks": a view model and a view
/// as they were written for SwiftUI and Combine, with only the import lines changed.
enum PortingArticle {
  final class ConverterModel: ObservableObject {
    @Published var celsius = "20"
    @Published private(set) var fahrenheit = ""
    @Published var showsKelvin = false

    init() {
      $celsius
        .map { text in
          guard let value = Double(text) else { return "Not a number" }
          return String(format: "%.1f °F", value * 9 / 5 + 32)
        }
        .assign(to: &$fahrenheit)
    }

    var kelvin: String {
      Double(celsius).map { String(format: "%.2f K", $0 + 273.15) } ?? ""
    }
  }

  struct ConverterView: View {
    @StateObject private var model = ConverterModel()

    var body: some View {
      NavigationStack {
        Form {
          Section("Temperature") {
            TextField("Celsius", text: $model.celsius)
            Text(model.fahrenheit)
              .font(.system(size: 28))
              .foregroundStyle(.blue)
            Toggle("Show kelvin", isOn: $model.showsKelvin)
            if model.showsKelvin {
              Text(model.kelvin)
            }
          }
        }
        .navigationTitle("Converter")
      }
    }
  }

  struct ConverterApp: App {
    var body: some Scene {
      WindowGroup {
        ConverterView()
      }
    }
  }
}

@MainActor
@Suite struct PortingTests {
  typealias Article = PortingArticle

  @Test func thePortedAppRunsUnchanged() throws {
    let host = ViewHost(app: Article.ConverterApp(), width: 50, height: 12)
    #expect(host.text.contains("Converter"))
    #expect(host.contains(text: "68.0 °F"))

    try host.textField("Celsius").setText("100")
    host.update()
    #expect(host.contains(text: "212.0 °F"))

    try host.textField("Celsius").setText("warm")
    host.update()
    #expect(host.contains(text: "Not a number"))

    try host.textField("Celsius").setText("0")
    try host.toggle("Show kelvin").toggle()
    host.update()
    #expect(host.contains(text: "273.15 K"))
  }

  // A font size is accepted and ignored: the text is one cell tall, drawn as body text.
  @Test func aFontSizeDoesNotChangeTheCellHeight() throws {
    let host = ViewHost(Article.ConverterView(), width: 50, height: 12)
    #expect(try host.text("68.0 °F").frame.height == 1)
  }
}
