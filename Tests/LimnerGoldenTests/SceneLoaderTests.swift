import Foundation
import Limner
import LimnerGoldenScenes
import LimnerSceneFormat
import Testing

/// The scene-file loader: clear errors for bad input, and ops that are exactly the Path calls.
@Suite struct SceneLoaderTests {
    private func load(_ json: String) throws(SceneFileError) -> SceneFile {
        try SceneFile(jsonData: Data(json.utf8), sourceName: "test-file")
    }

    private func scene(commands: String, extra: String = "") -> String {
        #"{"name": "t", "width": 8, "height": 8\#(extra), "commands": [\#(commands)]}"#
    }

    @Test func badJSONIsMalformed() {
        #expect(throws: SceneFileError.self) { try load("{\"name\": \"t\", ") }
        do { _ = try load("{not json") } catch { #expect(error.scene == "test-file"); #expect("\(error)".contains("not valid JSON")) }
    }

    @Test func unknownOpNamesOpAndField() {
        let json = scene(commands: #"{"ops": [{"op": "move", "to": [1, 1]}, {"op": "spiral", "to": [2, 2]}]}"#)
        #expect(throws: SceneFileError.unknownOp(scene: "t", field: "commands[0].ops[1].op", op: "spiral")) { try load(json) }
    }

    @Test func missingFieldIsNamed() {
        #expect(throws: SceneFileError.missingField(scene: "t", field: "commands[0].ops[0].control")) {
            try load(scene(commands: #"{"ops": [{"op": "quad", "to": [1, 1]}]}"#))
        }
        #expect(throws: SceneFileError.missingField(scene: "t", field: "width")) {
            try load(#"{"name": "t", "height": 8, "commands": []}"#)
        }
        #expect(throws: SceneFileError.missingField(scene: "t", field: "commands[0].path")) {
            try load(scene(commands: #"{"paint": {"type": "solid", "color": [0, 0, 0, 1]}}"#))
        }
    }

    @Test func unknownKeyAndBadValuesAreNamed() {
        #expect(throws: SceneFileError.unknownKey(scene: "t", field: "commands[0].fillrule")) {
            try load(scene(commands: #"{"path": "M0 0h4v4z", "fillrule": "evenodd"}"#))
        }
        #expect(throws: SceneFileError.self) { try load(scene(commands: #"{"ops": [{"op": "line", "to": [1]}]}"#)) }
        do {
            _ = try load(scene(commands: #"{"path": "M0 0h4v4z", "paint": {"type": "linear", "start": [0, 0], "end": [1, 0], "stops": [[0.5, 0, 0, 0, 1], [0.2, 1, 1, 1, 1]]}}"#))
            Issue.record("unordered stops were accepted")
        } catch {
            #expect(error == .invalidValue(scene: "t", field: "commands[0].paint.stops[1]",
                                           reason: "locations must be in 0…1 and non-decreasing"))
        }
        #expect(throws: SceneFileError.self) { try load(scene(commands: #"{"path": "M0 0h4v4z", "opacity": 2}"#)) }
        #expect(throws: SceneFileError.self) { try load(scene(commands: #"{"path": "M0 0h4v4z", "fillRule": "winding"}"#)) }
    }

    @Test func toleranceNeedsAReason() throws {
        #expect(throws: SceneFileError.missingField(scene: "t", field: "toleranceReason")) {
            try load(scene(commands: "", extra: #", "tolerance": {"channel": 8, "outliers": 0.01}"#))
        }
        let ok = try load(scene(commands: "", extra: #", "tolerance": {"channel": 8, "outliers": 0.01}, "toleranceReason": "why""#))
        #expect(ok.tolerance == SceneTolerance(channel: 8, outliers: 0.01, reason: "why"))
    }

    @Test func strokeTrimAndBlendModeDecode() throws {
        let stroked = try load(scene(commands: #"{"path": "M0 0L8 8", "stroke": {"width": 2, "cap": "round", "dash": [2, 1]}}"#))
        #expect(stroked.commands[0].command?.stroke == SceneStroke(width: 2, cap: .round, join: .miter, miterLimit: 10, dash: [2, 1]))
        let strokedCommands = try stroked.fillCommands()
        #expect(strokedCommands[0].fillRule == .nonZero)
        let line = try Path("M0 0L8 8")
        #expect(strokedCommands[0].path == line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round, dash: [2, 1]),
                                                            tolerance: Path.defaultStrokeTolerance))
        let trimmed = try load(scene(commands: #"{"path": "M0 0h4v4z", "trim": [0.1, 0.9]}"#))
        #expect(trimmed.commands[0].command?.trim == SceneTrim(from: 0.1, to: 0.9))
        let square = try Path("M0 0h4v4z")
        #expect(try trimmed.fillCommands()[0].path == square.trimmedPath(from: 0.1, to: 0.9))
        let blended = try load(scene(commands: #"{"path": "M0 0h4v4z", "blendMode": "multiply"}"#))
        #expect(blended.commands[0].command?.blendMode == .multiply)
        #expect(try blended.fillCommands()[0].blendMode == .multiply)
        #expect(throws: SceneFileError.self) { try load(scene(commands: #"{"path": "M0 0h4v4z", "blendMode": "mix"}"#)) }
    }

    /// Every blend mode name of the format is the drawing mode of the same name, and no two
    /// names share a mode (the conversion is a `switch`, this pins it).
    @Test func blendModeNamesAreTheDrawingModes() {
        for mode in SceneBlendMode.allCases {
            #expect(mode.blendMode.description == mode.rawValue)
        }
        #expect(Set(SceneBlendMode.allCases.map(\.blendMode)).count == SceneBlendMode.allCases.count)
        #expect(SceneBlendMode.allCases.count == GraphicsContext.BlendMode.allCases.count)
    }

    @Test func badSVGPathDataNamesTheField() {
        let s: SceneFile
        do { s = try load(scene(commands: #"{"path": "M0 0 L 5"}"#)) } catch { Issue.record("\(error)"); return }
        do { _ = try s.render(); Issue.record("bad path data rendered") } catch {
            guard case .invalidValue(let name, let field, _) = error else { Issue.record("\(error)"); return }
            #expect(name == "t" && field == "commands[0].path")
        }
    }

    @Test func opsAreThePathBuilderCalls() throws {
        let s = try load(scene(commands: #"""
            {"ops": [{"op": "move", "to": [1, 2]}, {"op": "line", "to": [3, 4]},
                     {"op": "quad", "to": [5, 6], "control": [7, 8]},
                     {"op": "cubic", "to": [1, 1], "control1": [2, 2], "control2": [3, 3]}, {"op": "close"},
                     {"op": "rect", "rect": [1, 1, 2, 3]}, {"op": "ellipse", "rect": [0, 0, 4, 2]},
                     {"op": "roundedRect", "rect": [0, 0, 6, 4], "cornerSize": [1, 1]},
                     {"op": "arc", "center": [4, 4], "radius": 2, "startAngle": 0, "endAngle": 1, "clockwise": true},
                     {"op": "relativeArc", "center": [4, 4], "radius": 2, "startAngle": 0, "delta": -1},
                     {"op": "tangentArc", "tangent1End": [6, 0], "tangent2End": [6, 6], "radius": 1}]}
            """#))
        var expected = Path()
        expected.move(to: CGPoint(x: 1, y: 2))
        expected.addLine(to: CGPoint(x: 3, y: 4))
        expected.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        expected.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 2, y: 2), control2: CGPoint(x: 3, y: 3))
        expected.closeSubpath()
        expected.addRect(CGRect(x: 1, y: 1, width: 2, height: 3))
        expected.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 2))
        expected.addRoundedRect(in: CGRect(x: 0, y: 0, width: 6, height: 4), cornerSize: CGSize(width: 1, height: 1),
                                style: .continuous)
        expected.addArc(center: CGPoint(x: 4, y: 4), radius: 2, startAngle: .radians(0), endAngle: .radians(1), clockwise: true)
        expected.addRelativeArc(center: CGPoint(x: 4, y: 4), radius: 2, startAngle: .radians(0), delta: .radians(-1))
        expected.addArc(tangent1End: CGPoint(x: 6, y: 0), tangent2End: CGPoint(x: 6, y: 6), radius: 1)
        #expect(try s.commands[0].command!.path(scene: "t", field: "c") == expected)
    }

    @Test func catalogListsLoadsAndChecksNames() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("limner-catalog-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"{"name": "b", "width": 2, "height": 2, "background": [1, 0, 0, 1], "commands": []}"#.utf8)
            .write(to: dir.appendingPathComponent("b.json"))
        try Data(#"{"name": "other", "width": 2, "height": 2, "commands": []}"#.utf8).write(to: dir.appendingPathComponent("a.json"))
        try Data("x".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        let catalog = GoldenSceneCatalog(directory: dir)
        #expect(try catalog.sceneNames() == ["a", "b"])
        #expect(throws: SceneFileError.invalidValue(scene: "a", field: "name",
                                                    reason: "\"other\" does not match the file name a.json")) {
            try catalog.load(named: "a")
        }
        let image = try catalog.render(named: "b")
        #expect(image.width == 2 && image.pixel(x: 1, y: 1) == (255, 0, 0, 255))
        #expect(throws: SceneFileError.self) { try catalog.load(named: "missing") }
    }
}

/// Layers, masks and clips in the scene format.
@Suite struct SceneCompositingLoaderTests {
    private func load(_ commands: String) throws(SceneFileError) -> SceneFile {
        try SceneFile(jsonData: Data(#"{"name": "t", "width": 8, "height": 8, "commands": [\#(commands)]}"#.utf8),
                      sourceName: "t")
    }

    @Test func layersMasksAndClipsDecode() throws {
        let s = try load(#"""
            {"clip": {"path": "M0 0h6v6z", "fillRule": "evenodd", "antialias": false, "inverse": true}},
            {"layer": {"opacity": 0.5, "blendMode": "xor",
                       "mask": {"type": "luminance", "inverse": true, "commands": [{"path": "M0 0h4v4z"}]},
                       "commands": [{"path": "M0 0h8v8z", "blendMode": "copy"}]}}
            """#)
        #expect(s.commands[0] == .clip(SceneClip(geometry: .svg("M0 0h6v6z"), fillRule: .evenOdd, antialias: false, inverse: true)))
        guard case .layer(let layer) = s.commands[1] else { Issue.record("not a layer"); return }
        #expect(layer.opacity == 0.5 && layer.blendMode == .xor)
        #expect(layer.mask?.kind == .luminance && layer.mask?.inverse == true && layer.mask?.commands.count == 1)
        #expect(layer.commands[0].command?.blendMode.blendMode == .copy)
        #expect(throws: SceneFileError.self) { try s.fillCommands() }
    }

    @Test func badCompositingFieldsAreNamed() {
        #expect(throws: SceneFileError.unknownKey(scene: "t", field: "commands[0].layer.opactiy")) {
            try load(#"{"layer": {"opactiy": 1, "commands": []}}"#)
        }
        #expect(throws: SceneFileError.unknownKey(scene: "t", field: "commands[0].paint")) {
            try load(#"{"layer": {"commands": []}, "paint": {"type": "solid", "color": [0, 0, 0, 1]}}"#)
        }
        #expect(throws: SceneFileError.missingField(scene: "t", field: "commands[0].clip.path")) {
            try load(#"{"clip": {"inverse": true}}"#)
        }
        #expect(throws: SceneFileError.self) { try load(#"{"layer": {"mask": {"type": "red", "commands": []}, "commands": []}}"#) }
        #expect(throws: SceneFileError.self) { try load(#"{"layer": {"opacity": 1.5, "commands": []}}"#) }
    }

    /// A reused renderer starts every frame from a transparent, unclipped canvas.
    @Test func rendererReusesBuffersWithoutLeftovers() throws {
        let names = ["layer-plus-opacity", "clip-layer", "mask-nested"]
        let renderer = SceneRenderer()
        for name in names + names {
            let scene = try GoldenScenes.catalog.load(named: name)
            let again = try renderer.render(scene)
            #expect(again.premultipliedRGBA() == (try scene.render()).premultipliedRGBA(), "\(name)")
        }
        let small = try load(#"{"path": "M0 0h2v2h-2z"}"#)
        #expect(try renderer.render(small).pixel(x: 5, y: 5) == (0, 0, 0, 0))
    }

    /// A clip lasts to the end of its list: inside a layer it does not reach later draws.
    @Test func clipEndsWithItsList() throws {
        let s = try load(#"""
            {"layer": {"commands": [{"clip": {"path": "M0 0h4v8h-4z"}}, {"path": "M0 0h8v8h-8z", "paint": {"type": "solid", "color": [1, 0, 0, 1]}}]}},
            {"path": "M0 0h8v1h-8z", "paint": {"type": "solid", "color": [0, 0, 1, 1]}}
            """#)
        let image = try s.render()
        #expect(image.pixel(x: 1, y: 4) == (255, 0, 0, 255))
        #expect(image.pixel(x: 6, y: 4) == (0, 0, 0, 0))
        #expect(image.pixel(x: 6, y: 0) == (0, 0, 255, 255))
    }
}
