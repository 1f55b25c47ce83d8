import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The code of the article "Passing data with Binding" (seed 004's views, in our own shapes).
enum BindingArticle {
  // MARK: A binding is a pair of accessors

  /// Someone else's storage: the binding below reads and writes it, and owns nothing.
  final class Thermostat {
    var target = 20
  }

  static func targetBinding(of thermostat: Thermostat) -> Binding<Int> {
    Binding(
      get: { thermostat.target },
      set: { thermostat.target = $0 }
    )
  }

  // MARK: The owner and the child

  struct VolumePanel: View {
    @State private var volume = 0.5

    var body: some View {
      VStack {
        Text("Volume: \(volume)")
        VolumeSlider(volume: $volume)
      }
    }
  }

  struct VolumeSlider: View {
    @Binding var volume: Double

    var body: some View {
      Slider(value: $volume, in: 0...1)
    }
  }

  // MARK: Reusable fields

  struct LabeledField: View {
    let title: String
    @Binding var text: String

    var body: some View {
      VStack(alignment: .leading) {
        Text(title).font(.caption)
        TextField("Enter \(title.lowercased())", text: $text)
      }
    }
  }

  struct SignUpForm: View {
    @State private var name = ""
    @State private var email = ""

    var body: some View {
      VStack(alignment: .leading) {
        LabeledField(title: "Name", text: $name)
        LabeledField(title: "Email", text: $email)
        Text("Signing up \(name) <\(email)>")
      }
    }
  }

  /// A field that shows a fixed value: what a preview or a read-only screen passes.
  @MainActor static var fieldPreview: some View {
    LabeledField(title: "Name", text: .constant("Ada Lovelace"))
  }

  // MARK: Transforming on the way in

  struct EmailField: View {
    @State private var email = ""

    var emailBinding: Binding<String> {
      Binding(
        get: { email },
        set: { email = $0.lowercased().trimmingCharacters(in: .whitespaces) }
      )
    }

    var body: some View {
      VStack(alignment: .leading) {
        TextField("Email", text: emailBinding)
        Text("Stored: \(email)")
      }
    }
  }

  // MARK: Bindings to parts of a value

  struct Address: Equatable {
    var street = ""
    var city = ""
  }

  struct AddressEditor: View {
    @Binding var address: Address

    var body: some View {
      VStack(alignment: .leading) {
        TextField("Street", text: $address.street)
        TextField("City", text: $address.city)
      }
    }
  }

  struct ShippingScreen: View {
    @State private var address = Address(street: "12 Rue Lepic", city: "Paris")

    var body: some View {
      VStack(alignment: .leading) {
        AddressEditor(address: $address)
        Text("Ship to \(address.street), \(address.city)")
      }
    }
  }

  // MARK: Bindings to objects

  final class ProfileModel: ObservableObject {
    @Published var nickname = "ada"
  }

  struct ProfileScreen: View {
    @StateObject private var model = ProfileModel()

    var body: some View {
      VStack(alignment: .leading) {
        TextField("Nickname", text: $model.nickname)
        Text("Hello, \(model.nickname)")
      }
    }
  }

  @Observable final class Book {
    var title: String
    init(title: String) { self.title = title }
  }

  struct BookTitleEditor: View {
    @Bindable var book: Book

    var body: some View {
      TextField("Title", text: $book.title)
    }
  }

  struct BookScreen: View {
    @State private var book = Book(title: "Dune")

    var body: some View {
      VStack(alignment: .leading) {
        BookTitleEditor(book: book)
        Text("Reading \(book.title)")
      }
    }
  }

  // MARK: Bindings to elements of a collection

  struct Chore: Identifiable {
    let id: Int
    var title: String
    var isDone = false
  }

  struct ChoreList: View {
    @State private var chores = [
      Chore(id: 1, title: "Water the plants"),
      Chore(id: 2, title: "Take out the bins"),
    ]

    var body: some View {
      VStack(alignment: .leading) {
        ForEach($chores) { $chore in
          Toggle(chore.title, isOn: $chore.isDone)
        }
        Text("Done: \(chores.filter(\.isDone).count) of \(chores.count)")
      }
    }
  }

  // MARK: Who updates

  struct AlarmScreen: View {
    @State private var isArmed = false

    var body: some View {
      VStack(alignment: .leading) {
        AlarmSwitch(isArmed: $isArmed)
        AlarmStatus(isArmed: $isArmed)
        DisarmButton(isArmed: $isArmed)
      }
    }
  }

  struct AlarmSwitch: View {
    @Binding var isArmed: Bool

    var body: some View {
      Toggle("Armed", isOn: $isArmed)
    }
  }

  struct AlarmStatus: View {
    @Binding var isArmed: Bool

    var body: some View {
      Text(isArmed ? "The alarm is on" : "The alarm is off")
    }
  }

  struct DisarmButton: View {
    @Binding var isArmed: Bool

    var body: some View {
      Button("Disarm") { isArmed = false }
    }
  }
}

@MainActor
@Suite struct PassingDataWithBindingTests {
  typealias Article = BindingArticle

  @Test func aBindingReadsAndWritesTheOwnersStorage() {
    let thermostat = Article.Thermostat()
    let target = Article.targetBinding(of: thermostat)
    #expect(target.wrappedValue == 20)
    target.wrappedValue = 22
    #expect(thermostat.target == 22)
    thermostat.target = 18
    #expect(target.wrappedValue == 18)
  }

  @Test func theSliderWritesTheOwnersState() throws {
    let host = ViewHost(Article.VolumePanel())
    #expect(host.contains(text: "Volume: 0.500000"))
    try host.slider().setValue(0.75)
    host.update()
    #expect(host.contains(text: "Volume: 0.750000"))
    #expect(try host.slider().sliderValue == 0.75)
  }

  @Test func eachFieldEditsItsOwnValue() throws {
    let host = ViewHost(Article.SignUpForm())
    try host.textField("Enter name").type("Ada")
    try host.textField("Enter email").type("ada@example.com")
    host.update()
    #expect(host.contains(text: "Signing up Ada <ada@example.com>"))
  }

  @Test func aConstantBindingIgnoresInput() throws {
    let host = ViewHost(Article.fieldPreview)
    let passes = host.updatePasses
    try host.textField("Enter name").type("!")
    host.update()
    #expect(try host.textField("Enter name").value == "Ada Lovelace")
    #expect(host.updatePasses == passes)

    let constant = Binding.constant(3)
    constant.wrappedValue = 4
    #expect(constant.wrappedValue == 3)
  }

  // What the person typing sees after each key: the stored, transformed value.
  @Test func theEmailFieldShowsTheStoredValueAfterEachKey() throws {
    let host = ViewHost(Article.EmailField())
    var shown: [String] = []
    for key in "Ada L" {
      try host.textField("Email").type(String(key))
      host.update()
      shown.append(try host.textField("Email").value ?? "")
    }
    #expect(shown == ["a", "ad", "ada", "ada", "adal"])
    #expect(host.contains(text: "Stored: adal"))

    // A paste is one write: only the ends are trimmed.
    try host.textField("Email").setText("  Ada Lovelace@Example.ORG ")
    host.update()
    #expect(try host.textField("Email").value == "ada lovelace@example.org")
  }

  @Test func aBindingToAPropertyWritesThatPropertyOnly() throws {
    let host = ViewHost(Article.ShippingScreen())
    try host.textField("City").setText("Lyon")
    host.update()
    #expect(host.contains(text: "Ship to 12 Rue Lepic, Lyon"))
  }

  @Test func aBindingToAnObservableObjectProperty() throws {
    let host = ViewHost(Article.ProfileScreen())
    try host.textField("Nickname").setText("countess")
    host.update()
    #expect(host.contains(text: "Hello, countess"))
  }

  @Test func aBindingThroughBindable() throws {
    let host = ViewHost(Article.BookScreen())
    try host.textField("Title").setText("Emma")
    host.update()
    #expect(host.contains(text: "Reading Emma"))
  }

  @Test func aNonOptionalSeenAsOptionalIgnoresNil() {
    var count = 5
    let base = Binding(get: { count }, set: { count = $0 })
    let optional = Binding<Int?>(base)
    optional.wrappedValue = 6
    #expect(count == 6)
    optional.wrappedValue = nil
    #expect(count == 6)
    #expect(optional.wrappedValue == 6)
  }

  @Test func anOptionalUnwrapsOnlyWhileItHoldsAValue() {
    var name: String? = nil
    let base = Binding(get: { name }, set: { name = $0 })
    #expect(Binding<String>(base) == nil)

    name = "Ada"
    let unwrapped = Binding<String>(base)
    #expect(unwrapped?.wrappedValue == "Ada")
    unwrapped?.wrappedValue = "Grace"
    #expect(name == "Grace")
    #expect(unwrapped?.wrappedValue == "Grace")
    // Trellis keeps the last value it read when the optional becomes nil (Apple's crashes).
    name = nil
    #expect(unwrapped?.wrappedValue == "Grace")
  }

  @Test func eachRowEditsItsElement() throws {
    let host = ViewHost(Article.ChoreList())
    #expect(host.contains(text: "Done: 0 of 2"))
    try host.toggle("Take out the bins").toggle()
    host.update()
    #expect(host.contains(text: "Done: 1 of 2"))
    #expect(try host.toggle("Take out the bins").isOn == true)
    #expect(try host.toggle("Water the plants").isOn == false)
  }

  // The child that reads through the binding is evaluated again; those that only pass it on
  // to a control (the toggle reads it itself) or only write it are not, and neither is the
  // owner, whose body only hands out `$isArmed`.
  @Test func onlyViewsThatReadThroughTheBindingUpdate() throws {
    let host = ViewHost(Article.AlarmScreen())
    #expect(host.contains(text: "The alarm is off"))
    try host.toggle("Armed").toggle()
    // The write reached the state at once; the views update in the next update pass.
    #expect(host.bodyEvaluations(of: Article.AlarmStatus.self) == 1)
    host.update()
    #expect(host.contains(text: "The alarm is on"))
    #expect(host.bodyEvaluations(of: Article.AlarmScreen.self) == 1)
    #expect(host.bodyEvaluations(of: Article.AlarmSwitch.self) == 1)
    #expect(try host.toggle("Armed").isOn == true)
    #expect(host.bodyEvaluations(of: Article.AlarmStatus.self) == 2)
    #expect(host.bodyEvaluations(of: Article.DisarmButton.self) == 1)

    try host.button("Disarm").tap()
    host.update()
    #expect(host.contains(text: "The alarm is off"))
    #expect(try host.toggle("Armed").isOn == false)
  }
}
