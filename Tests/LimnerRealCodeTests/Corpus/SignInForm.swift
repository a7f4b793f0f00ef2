import Limner

/// A sign-in card: bordered fields, a secure field, a formatted number and a growing note.
struct SignInForm: View {
    @State private var email = ""
    @State private var password = "hunter22"
    @State private var age = 42
    @State private var note = "Arrives on the late train, so keep a table for two near the window"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            TextField("Age", value: $age, format: .number)
            TextField("Note", text: $note, axis: .vertical)
        }
        .padding()
        .frame(width: 260)
    }
}

#Preview {
    SignInForm()
}
