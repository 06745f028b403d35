import { Card, Empty } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { PageHeader } from '../../components/page-header';

export default function ImagesPage() {
  return (
    <div>
      <PageHeader title="Images" subtitle="Manage the images on your website" />
      <Card>
        <Empty image={<PictureOutlined style={{ fontSize: 48, color: '#9ca3af' }} />} description="Image upload functionality coming soon" />
      </Card>
    </div>
  );
}
