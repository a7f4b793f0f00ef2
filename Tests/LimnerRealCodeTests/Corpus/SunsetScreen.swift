import Limner

struct SunsetScreen: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack(spacing: 12) {
                Image(systemName: "sun.max.fill")
                    .font(.system(size: 60))
                    .foregroundStyle(.yellow)
                Text("Golden Hour")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
            }
        }
    }
}

#Preview {
    SunsetScreen()
}
