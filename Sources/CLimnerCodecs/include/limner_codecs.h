#ifndef LIMNER_CODECS_H
#define LIMNER_CODECS_H
// C entry points for the codec calls whose library reports errors by longjmp (libjpeg): each
// sets its own jump point, so an error returns a status and a
// message instead of unwinding through Swift frames (which is undefined behaviour).
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Size of the message buffers the functions below fill (NUL-terminated).
#define LIMNER_CODEC_MESSAGE_SIZE 200

/// Reads a JPEG header: width and height in pixels. Returns 0 on success, -1 on error (with
/// `message` set).
int limner_jpeg_read_size(const uint8_t *data, size_t size, int *width, int *height, char *message);

/// Decodes a whole JPEG into `rgba` (width * height * 4 bytes, R G B A with A = 255), whose
/// size the caller got from `limner_jpeg_read_size` and allocated. Grayscale, YCbCr, RGB,
/// CMYK and YCCK files are converted to RGB. Fails (-1) on a libjpeg error, on data that ends
/// before the image does (libjpeg only warns and pads with gray), on more than `max_scans`
/// progressive scans (a pathological file that would take minutes) and when the header no
/// longer matches `width` × `height`.
int limner_jpeg_decode(const uint8_t *data, size_t size, uint8_t *rgba, int width, int height,
                       int max_scans, char *message);

/// Encodes `rgb` (width * height * 3 bytes) as a baseline JPEG at `quality` (1–100, 4:2:0
/// chroma subsampling below 90, 4:4:4 from 90). On success returns 0 and sets `*output`
/// (free it with `limner_codec_free`) and `*output_size`.
int limner_jpeg_encode(const uint8_t *rgb, int width, int height, int quality,
                       uint8_t **output, size_t *output_size, char *message);

/// Frees a buffer returned by the encoders.
void limner_codec_free(void *pointer);

#ifdef __cplusplus
}
#endif
#endif
