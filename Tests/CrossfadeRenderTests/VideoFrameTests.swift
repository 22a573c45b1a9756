import CrossfadeMotion
import CrossfadeRender
import CrossfadeScene
import CrossfadeTrace
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `SVGRenderer.frame`: one frame of a GIF or a video, every frame the same size.
@Suite("SVG video frames")
struct VideoFrameTests {
    static let phone = Size(width: 390, height: 844)

    /// A scene of the canvas's size fills it; the document is the pixel size asked for.
    @Test func aSceneOfTheCanvasSizeFillsTheFrame() throws {
        let scene = Scene(viewport: Self.phone, background: .white, layers: ReplayOutputTests.smallScene.layers)
        let svg = SVGRenderer().frame(scene, canvas: Self.phone, width: 780, height: 1688)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="780" height="1688" viewBox="0 0 390 844">"#))
        #expect(svg.contains(#"<svg x="0" y="0" width="390" height="844" viewBox="0 0 390 844">"#))
        #expect(svg.contains(#"data-id="grabber""#))
        #expect(svg == SVGRenderer().frame(scene, canvas: Self.phone, width: 780, height: 1688), "the same scene, the same text")
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    /// After a rotation the scene (844 × 390) is drawn whole, as wide as the canvas, in its middle.
    @Test func aRotatedSceneIsDrawnWholeInTheMiddle() {
        let scene = Scene(viewport: Size(width: 844, height: 390), layers: [])
        let svg = SVGRenderer().frame(scene, canvas: Self.phone, width: 390, height: 844)
        let height = 390.0 * 390 / 844
        #expect(
            svg.contains(
                #"<svg x="0" y="\#(formatNumber((844 - height) / 2))" width="390" height="\#(formatNumber(height))" viewBox="0 0 844 390">"#))
        #expect(svg.contains(##"<rect width="390" height="844" fill="#000000"/>"##), "black around it")
    }
}
