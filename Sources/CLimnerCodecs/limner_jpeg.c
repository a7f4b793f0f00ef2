#include "limner_codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
    int truncated;
} limner_jpeg_error;

static void limner_jpeg_error_exit(j_common_ptr cinfo) {
    limner_jpeg_error *err = (limner_jpeg_error *)cinfo->err;
    // An error after the source ran dry (a header cut short: "missing SOS marker") is the
    // truncation's doing.
    if (err->message && err->truncated) {
        snprintf(err->message, LIMNER_CODEC_MESSAGE_SIZE, "the data ends before the image does");
    } else if (err->message) {
        (*cinfo->err->format_message)(cinfo, err->message);
    }
    longjmp(err->jump, 1);
}

/// Warnings are not printed; the one that says the data ended early (libjpeg then pads the
/// image with gray) is remembered so the decode fails.
static void limner_jpeg_emit_message(j_common_ptr cinfo, int level) {
    limner_jpeg_error *err = (limner_jpeg_error *)cinfo->err;
    if (level < 0) {
        if (cinfo->err->msg_code == JWRN_JPEG_EOF) err->truncated = 1;
        cinfo->err->num_warnings++;
    }
}

static void limner_jpeg_silent(j_common_ptr cinfo) { (void)cinfo; }

typedef struct {
    struct jpeg_progress_mgr base;
    int max_scans;
} limner_jpeg_progress;

static void limner_jpeg_progress_monitor(j_common_ptr cinfo) {
    limner_jpeg_progress *p = (limner_jpeg_progress *)cinfo->progress;
    if (cinfo->is_decompressor) {
        int scan = ((j_decompress_ptr)cinfo)->input_scan_number;
        if (scan > p->max_scans) {
            limner_jpeg_error *err = (limner_jpeg_error *)cinfo->err;
            if (err->message) snprintf(err->message, LIMNER_CODEC_MESSAGE_SIZE, "more than %d progressive scans", p->max_scans);
            longjmp(err->jump, 1);
        }
    }
}

static void limner_jpeg_set_errors(limner_jpeg_error *err, char *message) {
    memset(err, 0, sizeof(*err));
    jpeg_std_error(&err->base);
    err->base.error_exit = limner_jpeg_error_exit;
    err->base.emit_message = limner_jpeg_emit_message;
    err->base.output_message = limner_jpeg_silent;
    err->message = message;
    if (message) message[0] = 0;
}

int limner_jpeg_read_size(const uint8_t *data, size_t size, int *width, int *height, char *message) {
    struct jpeg_decompress_struct cinfo;
    limner_jpeg_error err;
    limner_jpeg_set_errors(&err, message);
    cinfo.err = &err.base;
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    *width = (int)cinfo.image_width;
    *height = (int)cinfo.image_height;
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

int limner_jpeg_decode(const uint8_t *data, size_t size, uint8_t *rgba, int width, int height,
                       int max_scans, char *message) {
    struct jpeg_decompress_struct cinfo;
    limner_jpeg_error err;
    limner_jpeg_progress progress;
    JSAMPROW row = NULL;
    limner_jpeg_set_errors(&err, message);
    cinfo.err = &err.base;
    if (setjmp(err.jump)) {
        free(row);
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    memset(&progress, 0, sizeof(progress));
    progress.base.progress_monitor = limner_jpeg_progress_monitor;
    progress.max_scans = max_scans;
    cinfo.progress = &progress.base;
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    if ((int)cinfo.image_width != width || (int)cinfo.image_height != height) {
        snprintf(message, LIMNER_CODEC_MESSAGE_SIZE, "the header changed size");
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&cinfo);
    if (cmyk) {
        row = (JSAMPROW)malloc((size_t)width * 4);
        if (!row) {
            snprintf(message, LIMNER_CODEC_MESSAGE_SIZE, "out of memory");
            jpeg_destroy_decompress(&cinfo);
            return -1;
        }
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        uint8_t *out = rgba + (size_t)cinfo.output_scanline * (size_t)width * 4;
        JSAMPROW target = cmyk ? row : (JSAMPROW)out;
        if (jpeg_read_scanlines(&cinfo, &target, 1) != 1) break;
        if (cmyk) {
            // Adobe writes CMYK JPEGs inverted (0 = full ink): R = C·K / 255 with C, K as stored.
            for (int x = 0; x < width; x++) {
                unsigned c = row[4 * x], m = row[4 * x + 1], y = row[4 * x + 2], k = row[4 * x + 3];
                out[4 * x] = (uint8_t)((c * k + 127) / 255);
                out[4 * x + 1] = (uint8_t)((m * k + 127) / 255);
                out[4 * x + 2] = (uint8_t)((y * k + 127) / 255);
                out[4 * x + 3] = 255;
            }
        }
        if (err.truncated) break;
    }
    free(row);
    row = NULL;
    if (err.truncated || cinfo.output_scanline < cinfo.output_height) {
        snprintf(message, LIMNER_CODEC_MESSAGE_SIZE, "the data ends before the image does");
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    if (err.truncated) {
        snprintf(message, LIMNER_CODEC_MESSAGE_SIZE, "the data ends before the image does");
        return -1;
    }
    return 0;
}

int limner_jpeg_encode(const uint8_t *rgb, int width, int height, int quality,
                       uint8_t **output, size_t *output_size, char *message) {
    struct jpeg_compress_struct cinfo;
    limner_jpeg_error err;
    unsigned char *buffer = NULL;
    unsigned long length = 0;
    limner_jpeg_set_errors(&err, message);
    cinfo.err = &err.base;
    if (setjmp(err.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &buffer, &length);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
    if (quality >= 90) {
        for (int i = 0; i < cinfo.num_components; i++) {
            cinfo.comp_info[i].h_samp_factor = 1;
            cinfo.comp_info[i].v_samp_factor = 1;
        }
    }
    cinfo.optimize_coding = TRUE;
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)cinfo.next_scanline * (size_t)width * 3);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *output = buffer;
    *output_size = (size_t)length;
    return 0;
}

void limner_codec_free(void *pointer) { free(pointer); }
