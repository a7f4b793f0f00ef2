import Limner

struct AccountForm: View {
    @State private var name = "Ada Lovelace"

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Profile")) {
                    Text(name)
                    Text("ada@example.com").foregroundColor(Color(.secondaryLabel))
                }
                Section {
                    Text("Sign Out").foregroundStyle(.red)
                } footer: {
                    Text("You can sign in again at any time.")
                }
            }
            .navigationTitle("Account")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct AccountForm_Previews: PreviewProvider {
    static var previews: some View {
        AccountForm()
            .previewDevice("iPhone 15 Pro")
            .previewDisplayName("Account form")
    }
}
