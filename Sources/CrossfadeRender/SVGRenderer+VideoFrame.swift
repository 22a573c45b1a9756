import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace

extension SVGRenderer {
    /// One frame of a video: `scene` drawn in a canvas of `canvas` points, as an SVG
    /// document `width` × `height` pixels large (a rasteriser draws it at that size).
    ///
    /// Every frame of a video has the same size, so a scene of another size than the
    /// canvas (after a rotation) is drawn whole, as large as fits, in the middle on
    /// black. Pixels of another aspect ratio than `canvas` (a size rounded to even
    /// numbers for H.264) leave a strip under a pixel wide outside the canvas, which
    /// the rasteriser's background fills. The same scene gives the same text.
    ///
    /// ```swift
    /// let svg = SVGRenderer().frame(scene, canvas: trace.viewport, width: 780, height: 1688)
    /// ```
    public func frame(_ scene: Scene, canvas: Size, width: Int, height: Int) -> String {
        let cw = formatNumber(canvas.width), ch = formatNumber(canvas.height)
        let fit = min(canvas.width / scene.viewport.width, canvas.height / scene.viewport.height)
        let w = scene.viewport.width * fit, h = scene.viewport.height * fit
        var body = SVGBody(prefix: "s")
        body.draw(scene)
        let vw = formatNumber(scene.viewport.width), vh = formatNumber(scene.viewport.height)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(cw) \(ch)">
            \(body.defs.isEmpty ? "" : "<defs>\(body.defs)</defs>\n")<rect width="\(cw)" height="\(ch)" fill="#000000"/>
            <svg x="\(formatNumber((canvas.width - w) / 2))" y="\(formatNumber((canvas.height - h) / 2))" width="\(formatNumber(w))" height="\(formatNumber(h))" viewBox="0 0 \(vw) \(vh)">
            \(body.content)</svg>
            </svg>

            """
    }
}
