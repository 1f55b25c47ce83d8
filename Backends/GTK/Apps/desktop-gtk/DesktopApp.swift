// An account form as a desktop app writes it, to try what the GTK host maps natively: fields
// named by their placeholders, accessibility modifiers, button roles and styles, a progress
// bar and a gauge, a sheet and an alert driven by the keyboard, the window's sizes, and work
// handed to the main loop.
import Foundation
import TrellisUI

@main
struct DesktopApp: App {
  var body: some Scene {
    WindowGroup("Account") {
      AccountForm()
    }
    .defaultSize(width: 720, height: 520)
  }
}

struct AccountForm: View {
  @State private var email = ""
  @State private var password = ""
  @State private var volume = 0.5
  @State private var name = "Ada"
  @State private var status = "Ready"
  @State private var isRenaming = false
  @State private var isConfirmingDelete = false
  @StateObject private var probe = MainLoopProbe()

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Email", text: $email)
      SecureField("Password", text: $password)
      Slider(value: $volume)
        .accessibilityLabel("Volume")
        .accessibilityValue("\(Int(volume * 100)) percent")
      Button("➡️") { status = "Sent" }
        .accessibilityLabel("Send")
        .accessibilityHint("Sends the form")
      Text("✦ ✦ ✦").accessibilityHidden(true)
      HStack {
        Button("Rename…") { isRenaming = true }
          .buttonStyle(.borderedProminent)
        Button("Delete", role: .destructive) { isConfirmingDelete = true }
        Button("Details") { status = "Details" }
          .buttonStyle(.plain)
      }
      Text("Name: \(name)")
      Text("Status: \(status)")
      HStack {
        Button("Main queue") { probe.viaMainQueue() }
        Button("Timer") { probe.viaTimer() }
        Button("Task") { probe.viaTask() }
        Button("Run loop") { probe.viaRunLoop() }
      }
      Text(probe.report)
      ProgressView("Upload", value: 0.25)
      Gauge(value: 0.6) { Text("Storage") }
    }
    .padding()
    .frame(minWidth: 480, minHeight: 360)
    .sheet(isPresented: $isRenaming) {
      RenameSheet(name: $name)
    }
    .alert("Delete the account?", isPresented: $isConfirmingDelete) {
      Button("Cancel", role: .cancel) { status = "Kept" }
      Button("Delete", role: .destructive) { status = "Deleted" }
    }
  }
}

struct RenameSheet: View {
  @Binding var name: String
  @State private var draft = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Rename")
      TextField("New name", text: $draft)
      HStack {
        Button("Cancel", role: .cancel) { dismiss() }
        Button("Rename") {
          name = draft
          dismiss()
        }
        .keyboardShortcut(.defaultAction)
      }
    }
  }
}
