import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Escape and Return in a sheet or alert in the terminal: Escape presses the cancel button
/// (or dismisses), Return with nothing focused presses the default button.
@MainActor
@Suite struct TerminalPresentationKeysTests {
  @Observable final class Account {
    var status = "Ready"
    var name = "Ada"
    var isConfirming = false
    var isRenaming = false
  }

  struct Screen: View {
    @Bindable var account: Account
    var body: some View {
      VStack {
        Text("Status: \(account.status)")
        Text("Name: \(account.name)")
        Button("Delete") { account.isConfirming = true }
      }
      .alert("Delete the account?", isPresented: $account.isConfirming) {
        Button("Cancel", role: .cancel) { account.status = "Kept" }
        Button("Delete", role: .destructive) { account.status = "Deleted" }
      }
      .sheet(isPresented: $account.isRenaming) {
        Rename(account: account)
      }
    }
  }

  struct Rename: View {
    let account: Account
    @Environment(\.dismiss) private var dismiss
    var body: some View {
      VStack {
        Text("Rename")
        HStack {
          Button("Later") { dismiss() }
          Button("Grace") {
            account.name = "Grace"
            dismiss()
          }
          .keyboardShortcut(.defaultAction)
        }
      }
    }
  }

  private func press(_ input: _TerminalInput, _ key: Key) {
    _ = input.handle(.key(KeyEvent(key, modifiers: [])))
    input.core.update()
  }

  @Test func escapePressesTheAlertsCancelButton() throws {
    let account = Account()
    let input = _TerminalInput(
      core: HostCore(root: Screen(account: account), width: 50, height: 14))
    account.isConfirming = true
    input.core.update()
    let alert = try #require(input.core.presentations.last)
    #expect(alert.cancelAction?.text == "Cancel")
    press(input, .escape)
    #expect(account.status == "Kept")
    #expect(!account.isConfirming)
    #expect(input.core.presentations.isEmpty)
  }

  @Test func returnWithNothingFocusedPressesTheOnlyButtonThatDoesNotCancel() throws {
    let account = Account()
    let input = _TerminalInput(
      core: HostCore(root: Screen(account: account), width: 50, height: 14))
    account.isConfirming = true
    input.core.update()
    #expect(input.core.focused == nil)
    #expect(input.core.presentations.last?.defaultAction?.text == "Delete")
    press(input, .enter)
    #expect(account.status == "Deleted")
    #expect(input.core.presentations.isEmpty)
  }

  @Test func returnPressesTheButtonMarkedAsTheDefaultAction() throws {
    let account = Account()
    let input = _TerminalInput(
      core: HostCore(root: Screen(account: account), width: 50, height: 14))
    account.isRenaming = true
    input.core.update()
    let sheet = try #require(input.core.presentations.last)
    // Two buttons, neither cancels: only the marked one is the default.
    #expect(sheet.defaultAction?.text == "Grace")
    #expect(sheet.cancelAction == nil)
    #expect(sheet.initialFocus?.text == "Grace")
    press(input, .enter)
    #expect(account.name == "Grace")
    #expect(!account.isRenaming)
  }

  @Test func escapeDismissesASheetWithoutACancelButton() throws {
    let account = Account()
    let input = _TerminalInput(
      core: HostCore(root: Screen(account: account), width: 50, height: 14))
    account.isRenaming = true
    input.core.update()
    press(input, .escape)
    #expect(!account.isRenaming)
    #expect(account.name == "Ada")
  }

  @Test func returnWithoutAPresentationDoesNothing() {
    let account = Account()
    let input = _TerminalInput(
      core: HostCore(root: Screen(account: account), width: 50, height: 14))
    press(input, .enter)
    #expect(account.status == "Ready")
    #expect(
      _TerminalCommand.command(for: KeyEvent(.enter, modifiers: []), focused: nil) == .defaultAction
    )
  }
}
