// Our own window around seed 004's views (BindingViews.swift, verbatim): each kind of binding
// the seed shows, with the parent's state echoed beside it so the two-way flow can be seen.
import Foundation
import TrellisUI

@MainActor
struct BindingGalleryView: View {
  @State private var name = ""
  @State private var email = ""

  var body: some View {
    NavigationStack {
      Form {
        Section("@State in SliderContainer, @Binding in SliderView") {
          SliderContainer()
        }
        Section("FormField: @Binding to the parent's @State") {
          FormField(title: "Name", text: $name)
          FormField(title: "Email", text: $email)
          Text("Parent holds: name \"\(name)\", email \"\(email)\"")
        }
        Section("ValidatedField: a computed Binding") {
          Text("Lowercases and trims spaces as you type.")
          ValidatedField()
        }
        Section("Binding.constant: typing changes nothing") {
          FormField(title: "Constant", text: .constant("fixed text"))
        }
      }
      .navigationTitle("Binding Gallery")
    }
  }
}

@main
@MainActor
struct BindingGalleryApp: App {
  var body: some Scene {
    WindowGroup {
      BindingGalleryView()
    }
  }
}
